import { describe, expect, it } from 'vitest';
import { gapsCsv, scraperQuery } from './coverage-csv';

const gap = {
  city: 'Leeds',
  country: 'United Kingdom',
  category: 'Plumber',
  total: 1,
  withHours: 0,
};

describe('coverage gaps CSV', () => {
  it('writes the scraper query the issue names', () => {
    expect(scraperQuery(gap)).toBe('plumber, Leeds, UK');
    expect(scraperQuery({ ...gap, country: 'Switzerland' })).toBe('plumber, Leeds, Switzerland');
    expect(scraperQuery({ ...gap, country: null })).toBe('plumber, Leeds');
  });

  it('quotes commas and quotes, neutralises formulas, and gives each gap its reason', () => {
    const csv = gapsCsv(
      [
        gap,
        { ...gap, city: '=HYPERLINK("x")', category: 'Bed, breakfast', total: 4, withHours: 1 },
      ],
      3,
    );
    expect(csv.split('\r\n')).toEqual([
      'query,category,town,country,businesses,with_hours,reason',
      '"plumber, Leeds, UK",Plumber,Leeds,United Kingdom,1,0,fewer than 3 businesses',
      `"bed, breakfast, =HYPERLINK(""x""), UK","Bed, breakfast","'=HYPERLINK(""x"")",United Kingdom,4,1,under half with hours`,
      '',
    ]);
  });
});
