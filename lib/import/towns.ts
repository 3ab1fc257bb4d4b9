// Postcodes, their halves, or a short code with a digit (a US ZIP): never a town name.
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?$/i;
const INWARD_CODE = /^\d[A-Z]{2}$/i;
const SHORT_CODE = /^(?=[A-Z]*\d)[A-Z\d-]{2,6}$/i;

export function looksLikePostcode(city: string): boolean {
  const text = city.trim();
  return UK_POSTCODE.test(text) || INWARD_CODE.test(text) || SHORT_CODE.test(text);
}

export function ukOutcode(zip: string | undefined): string | undefined {
  if (!zip) return undefined;
  const compact = zip.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^([A-Z]{1,2}\d[A-Z\d]?)(?:\d[A-Z]{2})?$/.exec(compact)?.[1];
}

export type District = { outcode: string; town: string | null; region: string };

// Royal Mail's post town for these areas is London, whatever locality the table names.
const LONDON_AREAS = new Set(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC']);

/** London for London's areas, the table's town when it is one place, else the region without "City of". */
export function districtTown({ outcode, town, region }: District): string {
  const area = /^[A-Z]+/.exec(outcode)?.[0] ?? '';
  if (LONDON_AREAS.has(area)) return 'London';
  if (town && !town.includes(',') && !/\sand\s/i.test(town)) return town;
  return region.replace(/^City of\s+/i, '').replace(/\s+City$/i, '');
}

export type TownsByDistrict = ReadonlyMap<string, string>;

export function townsByDistrict(districts: readonly District[]): TownsByDistrict {
  return new Map(districts.map((district) => [district.outcode, districtTown(district)]));
}
