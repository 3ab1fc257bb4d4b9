import { describe, expect, it } from 'vitest';
import { countryAliases, isCountry } from '@/lib/geo/country';
import { CountryQuestion, CountryTally } from './country-check';

describe('isCountry', () => {
  it('takes every name of the UK for the UK, and other countries by name', () => {
    for (const cell of ['United Kingdom', 'UK', 'gb', ' England ', 'Northern  Ireland', 'WALES'])
      expect(isCountry(cell, 'United Kingdom')).toBe(true);
    expect(isCountry('United States', 'United Kingdom')).toBe(false);
    expect(isCountry('Ireland', 'UK')).toBe(false);
    expect(isCountry('switzerland', 'Switzerland')).toBe(true);
    expect(isCountry('', 'United Kingdom')).toBeUndefined();
    expect(isCountry(null, 'United Kingdom')).toBeUndefined();
    expect(countryAliases('Switzerland')).toEqual(['switzerland']);
  });
});

describe('CountryTally', () => {
  const tally = (cells: (string | null)[]) => {
    const counts = new CountryTally('United Kingdom');
    for (const cell of cells) counts.add(cell);
    return counts;
  };

  it('asks only when more than half of the rows are elsewhere', () => {
    expect(tally(['UK', 'United States']).mostlyOutside(true)).toBeNull();
    expect(tally(['UK', null, 'United States']).mostlyOutside(true)).toBeNull();
    const check = tally(['UK', 'United States', 'United States', 'Canada']).mostlyOutside(false);
    expect(check).toEqual({
      directoryCountry: 'United Kingdom',
      rowsChecked: 4,
      wholeFile: false,
      inCountry: 1,
      outside: 3,
      noCountry: 0,
      otherCountries: [
        { country: 'United States', rows: 2 },
        { country: 'Canada', rows: 1 },
      ],
    });
    expect(new CountryQuestion(check!).message).toBe(
      '3 of the first 4 rows are outside United Kingdom (United States: 2, Canada: 1); 1 is in it. ' +
        'Nothing was imported: confirm to import them anyway.',
    );
    expect(tally([]).mostlyOutside(true)).toBeNull();
  });
});
