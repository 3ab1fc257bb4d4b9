import { getCountries, type CountryCode } from 'libphonenumber-js/max';

/** The directory's own country: rows that name none are taken to be in it. */
export const DIRECTORY_REGION: CountryCode = 'GB';

// Exports spell countries as ISO codes or English names; the names come from the runtime's
// ICU data so no table is kept here, only the spellings ICU does not use.
const ALIASES: Record<string, CountryCode> = {
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
};

let byName: Map<string, CountryCode> | undefined;

function countryNames(): Map<string, CountryCode> {
  if (byName) return byName;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  byName = new Map(Object.entries(ALIASES));
  for (const code of getCountries()) {
    byName.set(code.toLowerCase(), code);
    const name = names.of(code);
    if (name) byName.set(name.toLowerCase(), code);
  }
  return byName;
}

/** The ISO 3166 code of a country as an export writes it ("United Kingdom", "GB", "USA"). */
export function countryCode(country: string | null | undefined): CountryCode | undefined {
  const key = country?.trim().toLowerCase();
  return key ? countryNames().get(key) : undefined;
}

/** The country a business is in: its own, else the directory's. */
export function businessRegion(country: string | null | undefined): CountryCode {
  return countryCode(country) ?? DIRECTORY_REGION;
}
