/**
 * Lighthouse's simulated throttling multiplies the CPU time it observes by a constant 4×, a
 * figure meant for a high-end desktop host (BenchmarkIndex 1300–2000), so that the result
 * emulates a mid-tier phone. On a slower host the same 4× emulates a far slower phone, and
 * Lighthouse itself then warns "The tested device appears to have a slower CPU than Lighthouse
 * expects". Its docs (docs/throttling.md, "Calibrating the CPU slowdown") say to lower the
 * multiplier from the host's BenchmarkIndex using the Lighthouse team's calculator; this is that
 * calculator's mapping (patrickhulce/lighthouse-cpu-throttling-calculator, the one PageSpeed
 * Insights' own 1.2× came from).
 */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/** The slowdown that makes this host emulate Lighthouse's mid-tier mobile target. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Below 150 the calculator says the host is too slow to emulate the target at all; no
  // slowdown is the closest it can come.
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
