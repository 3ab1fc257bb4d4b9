/** The names a UK row's country cell comes with (Google, Outscraper, hand-made sheets). */
export const UK_COUNTRY =
  /^(?:gb|uk|united kingdom|great britain|england|scotland|wales|northern ireland)$/i;

const normal = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The lower-case country names that mean `country`: the UK's aliases, else the name itself. */
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

/** Whether a row's country cell names `directoryCountry`; undefined when the cell is empty. */
export function isCountry(cell: string | null | undefined, directoryCountry: string) {
  if (!cell?.trim()) return undefined;
  return countryAliases(directoryCountry).includes(normal(cell));
}
