import type { Random } from './random';

/** A phrasing that does not apply to this business returns null (or false) and is skipped. */
export type Variant = string | null | false | undefined;

/** One of the phrasings that apply, or null when none does. */
export function choose(random: Random, variants: readonly Variant[]): string | null {
  const usable = variants.filter((variant): variant is string => Boolean(variant));
  return usable.length > 0 ? random.pick(usable) : null;
}
