import { isDeepStrictEqual } from 'node:util';
import type { Business } from '@/lib/generated/prisma/client';

/** Fields the survivor takes from the loser when its own is empty or the loser's was hand-edited. */
const FILLED = [
  'phone',
  'email',
  'website',
  'address',
  'state',
  'zipCode',
  'openingHours',
  'description',
  'googleMapsUrl',
  'photos',
] as const satisfies (keyof Business)[];

type Filled = (typeof FILLED)[number];

const isEmpty = (value: unknown) =>
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

// Hand edits win (the survivor's, then the loser's); otherwise the loser only fills gaps.
// Name, category and town stay the survivor's: choosing the survivor chooses those.
export function mergedFields(survivor: Business, loser: Business) {
  const data: Partial<Pick<Business, Filled | 'latitude' | 'longitude'>> = {};
  const edited = new Set(survivor.editedFields);
  for (const field of FILLED) {
    if (edited.has(field)) continue;
    const loserEdited = loser.editedFields.includes(field);
    if ((loserEdited || isEmpty(survivor[field])) && !isEmpty(loser[field])) {
      Object.assign(data, { [field]: loser[field] });
      if (loserEdited) edited.add(field);
    }
  }
  if (survivor.latitude === null && loser.latitude !== null) {
    data.latitude = loser.latitude;
    data.longitude = loser.longitude;
  }
  const changed = Object.fromEntries(
    Object.entries(data).filter(
      ([field, value]) => !isDeepStrictEqual(survivor[field as keyof Business], value),
    ),
  ) as typeof data;
  return { data: changed, editedFields: [...edited] };
}
