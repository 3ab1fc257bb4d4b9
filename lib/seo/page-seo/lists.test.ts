import { describe, expect, it } from 'vitest';
import { browsePageSeo, categoryPageSeo, cityPageSeo, landingPageSeo } from './lists';

const plumber = { name: 'Plumber', isGroup: false };
const italian = { name: 'Italian restaurant', isGroup: false };
const healthcare = { name: 'Healthcare', isGroup: true };

describe('landingPageSeo', () => {
  it('reads like the search: "Plumbers in Leeds"', () => {
    const seo = landingPageSeo(plumber, 'Leeds', 12, 1);
    expect(seo.headline).toBe('Plumbers in Leeds');
    expect(seo.title).toBe('Plumbers in Leeds');
    expect(seo.description).toBe(
      'Compare 12 plumbers in Leeds: ratings, reviews, phone numbers, addresses and opening hours, free in the UK Business Directory.',
    );
  });

  it('keeps group names and proper adjectives, and numbers later pages', () => {
    expect(landingPageSeo(healthcare, 'Leeds', 3, 2).title).toBe('Healthcare in Leeds – Page 2');
    expect(landingPageSeo(healthcare, 'Leeds', 3, 1).description).toContain(
      '3 healthcare businesses in Leeds',
    );
    expect(landingPageSeo(italian, 'Bath', 1200, 1).description).toContain(
      '1,200 Italian restaurants in Bath',
    );
  });
});

describe('categoryPageSeo', () => {
  it('titles and describes group and specific categories', () => {
    expect(categoryPageSeo(healthcare, 160, 1).title).toBe('Healthcare in the UK');
    expect(categoryPageSeo(italian, 1, 3).title).toBe('Italian restaurants in the UK – Page 3');
    expect(categoryPageSeo(italian, 1, 1).description).toContain('1 business with ratings');
    expect(categoryPageSeo(healthcare, 0, 1).description).toContain('no listings yet');
  });
});

describe('cityPageSeo', () => {
  it('names up to three of the busiest categories', () => {
    const seo = cityPageSeo('Leeds', 63, 1, [
      plumber,
      italian,
      { name: 'MOT testing centre', isGroup: false },
      { name: 'Cafe', isGroup: false },
    ]);
    expect(seo.title).toBe('Local Businesses in Leeds');
    expect(seo.description).toBe(
      'Find 63 businesses in Leeds, including plumbers, Italian restaurants and MOT testing centres, with ratings, phone numbers, addresses and opening hours.',
    );
  });
});

describe('browsePageSeo', () => {
  const base = { q: '', location: '', categoryName: null, page: 1, totalCount: 1200 };

  it('titles the plain list and its pages', () => {
    expect(browsePageSeo(base).title).toBe('Browse UK Businesses');
    expect(browsePageSeo({ ...base, page: 2 }).title).toBe('Browse UK Businesses – Page 2');
  });

  it('titles searches and category filters', () => {
    expect(browsePageSeo({ ...base, q: 'pizza', location: 'Leeds', totalCount: 4 })).toEqual({
      title: 'Search results for “pizza” in Leeds',
      description:
        '4 businesses found for “pizza” in Leeds: ratings, phone numbers and opening hours.',
    });
    expect(browsePageSeo({ ...base, categoryName: 'Pharmacy' }).title).toBe('Pharmacies');
    expect(
      browsePageSeo({ ...base, q: 'plumber', page: 2, headline: 'Plumbers near LS6 2AB' }).title,
    ).toBe('Plumbers near LS6 2AB – Page 2');
  });
});
