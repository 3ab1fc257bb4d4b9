// A seeded pseudo-random sample, so a run can be repeated on the same data.
export function sample<T>(items: T[], count: number, seed = 48): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const copy = [...items];
  const picked = Math.min(count, copy.length);
  for (let i = 0; i < picked; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, picked);
}
