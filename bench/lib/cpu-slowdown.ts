// Lighthouse's CPU multiplier fitted to this host's BenchmarkIndex, as its docs prescribe:
// the Lighthouse team's calculator's mapping (bench/README.md).
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/** The slowdown that makes this host emulate Lighthouse's mid-tier mobile target. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Below 150 the host is too slow to emulate the target; no slowdown comes closest.
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
