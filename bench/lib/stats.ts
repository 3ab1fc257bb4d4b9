/** Nearest-rank percentile (p in 0–100) of unsorted samples; 0 for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** Milliseconds with one decimal below 10 ms, whole above. */
export function ms(value: number): string {
  return value < 10 ? value.toFixed(1) : Math.round(value).toString();
}

export function ratio(value: number): string {
  return value >= 10 ? `${Math.round(value)}×` : `${value.toFixed(2)}×`;
}
