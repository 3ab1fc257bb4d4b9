// Pure, no server code: the caps on a business's `about` attributes (docs/security.md).

export const MAX_ABOUT_CELL_CHARS = 16_384;
export const ABOUT_LIMITS = {
  sections: 32,
  itemsPerSection: 64,
  items: 256,
  text: 200,
} as const;

type Scalar = string | number | boolean | null;
export type BoundedAbout = Record<string, Scalar | Scalar[] | Record<string, Scalar>>;

const isScalar = (value: unknown): value is Scalar =>
  value === null ||
  typeof value === 'boolean' ||
  typeof value === 'number' ||
  (typeof value === 'string' && value.length <= ABOUT_LIMITS.text);

/** Applied at import and edit (the schema) and before rendering a stored row. */
export function boundAbout(about: unknown): BoundedAbout {
  // Entries then fromEntries: a key named `__proto__` stays a plain key.
  const sections: [string, BoundedAbout[string]][] = [];
  if (!about || typeof about !== 'object' || Array.isArray(about)) return {};
  let items = 0;
  // for…in stops at the cap without listing every key of a huge stored object first.
  for (const section in about) {
    if (sections.length >= ABOUT_LIMITS.sections || items >= ABOUT_LIMITS.items) break;
    const value: unknown = (about as Record<string, unknown>)[section];
    if (section.length > ABOUT_LIMITS.text) continue;
    if (isScalar(value)) {
      sections.push([section, value]);
      continue;
    }
    if (Array.isArray(value)) {
      const list = value
        .slice(0, Math.min(ABOUT_LIMITS.itemsPerSection, ABOUT_LIMITS.items - items))
        .filter(isScalar);
      items += list.length;
      sections.push([section, list]);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const kept: [string, Scalar][] = [];
    for (const item in value) {
      if (kept.length >= ABOUT_LIMITS.itemsPerSection || items >= ABOUT_LIMITS.items) break;
      const has: unknown = (value as Record<string, unknown>)[item];
      if (item.length > ABOUT_LIMITS.text || !isScalar(has)) continue;
      kept.push([item, has]);
      items++;
    }
    sections.push([section, Object.fromEntries(kept)]);
  }
  return Object.fromEntries(sections);
}

export type AboutKind =
  'accessibility' | 'payments' | 'service' | 'amenities' | 'crowd' | 'parking' | 'other';

export function aboutKind(section: string): AboutKind {
  const name = section.toLowerCase();
  if (name.includes('accessib')) return 'accessibility';
  if (name.includes('payment')) return 'payments';
  if (name.includes('service option') || name.includes('offering')) return 'service';
  if (name.includes('amenit')) return 'amenities';
  if (name.includes('crowd')) return 'crowd';
  if (name.includes('parking')) return 'parking';
  return 'other';
}
