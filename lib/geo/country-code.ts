import { getCountries, type CountryCode } from 'libphonenumber-js/max';

// Rows that name no country are taken to be in the directory's own.
export const DIRECTORY_REGION: CountryCode = 'GB';

// Country names come from the runtime's ICU data; only the spellings ICU does not use are here.
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

export function countryCode(country: string | null | undefined): CountryCode | undefined {
  const key = country?.trim().toLowerCase();
  return key ? countryNames().get(key) : undefined;
}

export function businessRegion(country: string | null | undefined): CountryCode {
  return countryCode(country) ?? DIRECTORY_REGION;
}
