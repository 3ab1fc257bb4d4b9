import type { Random } from './random';

export type Variant = string | null | false | undefined;

export function choose(random: Random, variants: readonly Variant[]): string | null {
  const usable = variants.filter((variant): variant is string => Boolean(variant));
  return usable.length > 0 ? random.pick(usable) : null;
}
