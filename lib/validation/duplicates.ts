import { z } from 'zod';

/** A duplicate pair as the admin names it; the order of the two ids does not matter. */
export const duplicatePairSchema = z
  .object({ businessA: z.uuid(), businessB: z.uuid() })
  .strict()
  .refine((pair) => pair.businessA.toLowerCase() !== pair.businessB.toLowerCase(), {
    message: 'A pair needs two different businesses.',
    path: ['businessB'],
  });

/** A merge: the pair and which of the two stays (the other's URL then redirects to it). */
export const duplicateMergeSchema = z
  .object({ businessA: z.uuid(), businessB: z.uuid(), survivorId: z.uuid() })
  .strict()
  .refine(
    (merge) =>
      merge.survivorId.toLowerCase() === merge.businessA.toLowerCase() ||
      merge.survivorId.toLowerCase() === merge.businessB.toLowerCase(),
    { message: 'The survivor must be one of the pair.', path: ['survivorId'] },
  );

export type DuplicatePair = z.infer<typeof duplicatePairSchema>;
export type DuplicateMerge = z.infer<typeof duplicateMergeSchema>;

/** The pair in stored order: the smaller id first. */
export function orderedPair({ businessA, businessB }: DuplicatePair): [string, string] {
  const [a, b] = [businessA.toLowerCase(), businessB.toLowerCase()];
  return a < b ? [a, b] : [b, a];
}
