export const UK_COUNTRY =
  /^(?:gb|uk|united kingdom|great britain|england|scotland|wales|northern ireland)$/i;

const normal = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

export function countryAliases(country: string): string[] {
  if (UK_COUNTRY.test(country.trim()))
    return [
      'gb',
      'uk',
      'united kingdom',
      'great britain',
      'england',
      'scotland',
      'wales',
      'northern ireland',
    ];
  return [normal(country)];
}

// Undefined when the cell is empty.
export function isCountry(cell: string | null | undefined, directoryCountry: string) {
  if (!cell?.trim()) return undefined;
  return countryAliases(directoryCountry).includes(normal(cell));
}
