// Businesses for the search tests, written through the app's own validation and derived
// columns (like an import), replacing whatever the database held.
import { db } from '@/lib/db';
import { searchBusinesses, type BusinessQuery } from '@/lib/search/search-businesses';
import {
  businessInputSchema,
  toBusinessRecord,
  uniqueBusinessSlug,
  type BusinessInput,
} from '@/lib/validation/business';

const TOWNS = {
  Leeds: { state: 'West Yorkshire', zip: 'LS1 1AA' },
  Liverpool: { state: 'Merseyside', zip: 'L1 8JQ' },
  Manchester: { state: 'Greater Manchester', zip: 'M1 1AE' },
  Newcastle: { state: 'Tyne and Wear', zip: 'NE1 4ST' },
} as const;

export type Fixture = Partial<BusinessInput> & {
  name: string;
  category: string;
  city?: keyof typeof TOWNS;
};

let serial = 0;

/** A valid business in a known town; overrides win. */
export function fixture({ city = 'Leeds', ...rest }: Fixture): BusinessInput {
  serial += 1;
  const town = TOWNS[city];
  return {
    city,
    state: town.state,
    country: 'United Kingdom',
    zipCode: town.zip,
    rating: 4,
    reviewCount: 10,
    placeId: `ChIJtest${String(serial).padStart(8, '0')}`,
    openingHours: undefined,
    ...rest,
  };
}

/** Replaces all businesses with these; returns them by name. */
export async function loadFixtures(inputs: BusinessInput[]) {
  await db.business.deleteMany();
  const taken = new Set<string>();
  const records = inputs.map((input) => {
    const record = toBusinessRecord(businessInputSchema.parse(input));
    record.slug = uniqueBusinessSlug(record.name, record.placeId, (slug) => taken.has(slug));
    taken.add(record.slug);
    return record;
  });
  await db.business.createMany({ data: records });
  // The search plans by the planner's estimates, which should describe these rows.
  await db.$executeRawUnsafe('ANALYZE businesses');
  const rows = await db.business.findMany({ select: { id: true, name: true } });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The names a search lists as open at an instant, sorted. */
export async function openNames(iso: string, query: Partial<BusinessQuery> = {}) {
  const found = await searchBusinesses({ limit: 50, offset: 0, ...query, openAt: Date.parse(iso) });
  return found.businesses.map((business) => business.name).sort();
}
