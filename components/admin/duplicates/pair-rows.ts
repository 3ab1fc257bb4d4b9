import type { DuplicatePairView } from '@/lib/quality/duplicates';

type Side = DuplicatePairView['a'];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const hours = (value: Side['openingHours']) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value)
        .map(([day, time]) => `${day.slice(0, 3)} ${String(time)}`)
        .join(', ')
    : '';

/** The fields compared side by side: [label, how a business shows it]. */
const FIELDS: readonly [string, (side: Side) => string][] = [
  ['Name', (side) => side.name],
  ['Category', (side) => side.category],
  ['Phone', (side) => text(side.phone)],
  ['Website', (side) => text(side.website)],
  ['Email', (side) => text(side.email)],
  ['Address', (side) => text(side.address)],
  ['Town', (side) => text(side.city)],
  ['Postcode', (side) => text(side.zipCode)],
  ['Hours', (side) => hours(side.openingHours)],
  [
    'Rating',
    (side) => (side.rating === null ? '' : `${side.rating} (${side.reviewCount} reviews)`),
  ],
  [
    'Coordinates',
    (side) =>
      side.latitude === null ? '' : `${side.latitude.toFixed(5)}, ${side.longitude?.toFixed(5)}`,
  ],
  ['Edited by hand', (side) => side.editedFields.join(', ')],
  ['Last confirmed', (side) => side.checkedAt.toISOString().slice(0, 10)],
];

export type PairRow = { label: string; a: string; b: string; differs: boolean };

export function pairRows({ a, b }: Pick<DuplicatePairView, 'a' | 'b'>): PairRow[] {
  return FIELDS.map(([label, show]) => {
    const [left, right] = [show(a), show(b)];
    return { label, a: left, b: right, differs: left !== right };
  });
}

export const REASON_LABELS: Record<string, string> = {
  phone: 'Same phone',
  name_postcode: 'Same name and postcode',
  nearby_name: 'Similar name within 50 m',
};
