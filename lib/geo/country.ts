export const UK_COUNTRY =
  /^(?:gb|uk|united kingdom|great britain|england|scotland|wales|northern ireland)$/i;

export const UK_COUNTRY_NAMES = [
  'gb',
  'uk',
  'united kingdom',
  'great britain',
  'england',
  'scotland',
  'wales',
  'northern ireland',
];

const normal = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

export function countryAliases(country: string): string[] {
  if (UK_COUNTRY.test(country.trim())) return UK_COUNTRY_NAMES;
  return [normal(country)];
}

// Undefined when the cell is empty.
export function isCountry(cell: string | null | undefined, directoryCountry: string) {
  if (!cell?.trim()) return undefined;
  return countryAliases(directoryCountry).includes(normal(cell));
}
