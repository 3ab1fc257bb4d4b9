import { z } from 'zod';

// The page painted only after it had finished loading: headless Chrome held its first frame back
// (GoogleChrome/lighthouse#17148), and Lantern then counts every script loaded meanwhile into LCP.
const observedSchema = z.object({
  items: z.tuple(
    [z.object({ observedFirstContentfulPaint: z.number(), observedLoad: z.number() }).loose()],
    z.unknown(),
  ),
});
/** From the `metrics` audit's details; false when Lighthouse reports no observed timings. */
export function paintedAfterLoad(metricsDetails: unknown) {
  const parsed = observedSchema.safeParse(metricsDetails);
  if (!parsed.success) return false;
  const [observed] = parsed.data.items;
  return observed.observedFirstContentfulPaint > observed.observedLoad;
}
