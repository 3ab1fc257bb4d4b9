import 'server-only';
import { ApiError } from '@/lib/errors';
import { isCountry } from '@/lib/geo/country';
import { formatCount } from '@/lib/format';

export type CountryCheck = {
  directoryCountry: string;
  rowsChecked: number;
  wholeFile: boolean;
  inCountry: number;
  outside: number;
  noCountry: number;
  otherCountries: { country: string; rows: number }[];
};

export class CountryQuestion extends ApiError {
  constructor(readonly check: CountryCheck) {
    super(409, countryMessage(check));
  }
}

function countryMessage(check: CountryCheck) {
  const of = check.wholeFile
    ? `${formatCount(check.outside)} of the ${formatCount(check.rowsChecked)} rows`
    : `${formatCount(check.outside)} of the first ${formatCount(check.rowsChecked)} rows`;
  const where = check.otherCountries
    .map(({ country, rows }) => `${country}: ${formatCount(rows)}`)
    .join(', ');
  return (
    `${of} are outside ${check.directoryCountry} (${where}); ` +
    `${formatCount(check.inCountry)} ${check.inCountry === 1 ? 'is' : 'are'} in it. ` +
    'Nothing was imported: confirm to import them anyway.'
  );
}

export class CountryTally {
  private readonly others = new Map<string, number>();
  private inCountry = 0;
  private noCountry = 0;

  constructor(private readonly directoryCountry: string) {}

  add(country: string | null | undefined) {
    const inside = isCountry(country, this.directoryCountry);
    if (inside === undefined) this.noCountry++;
    else if (inside) this.inCountry++;
    else this.others.set(country!.trim(), (this.others.get(country!.trim()) ?? 0) + 1);
  }

  mostlyOutside(wholeFile: boolean): CountryCheck | null {
    const outside = [...this.others.values()].reduce((sum, rows) => sum + rows, 0);
    const rowsChecked = outside + this.inCountry + this.noCountry;
    if (outside * 2 <= rowsChecked) return null;
    return {
      directoryCountry: this.directoryCountry,
      rowsChecked,
      wholeFile,
      inCountry: this.inCountry,
      outside,
      noCountry: this.noCountry,
      otherCountries: [...this.others]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 5)
        .map(([country, rows]) => ({ country, rows })),
    };
  }
}
