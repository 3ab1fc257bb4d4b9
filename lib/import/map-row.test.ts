import { describe, expect, it } from 'vitest';
import { mapColumns } from './columns';
import { RowMapper } from './map-row';

const HEADERS = [
  'name',
  'category',
  'type',
  'full_address',
  'city',
  'postal_code',
  'state',
  'county',
  'country',
  'rating',
  'reviews',
  'photo',
  'working_hours',
  'working_hours_old_format',
  'verified',
  'location_link',
  'latitude',
  'longitude',
  'place_id',
  'business_status',
];
const mapper = new RowMapper(mapColumns(HEADERS));
const row = (cells: Record<string, unknown>) => mapper.map(HEADERS.map((h) => cells[h] ?? null));

describe('RowMapper', () => {
  it('fills city, postcode and country from a UK address when the columns are empty', () => {
    const { input } = row({
      name: 'Borough Café',
      category: 'Cafe',
      full_address: '5 Stoney St, London SE1 9AA, United Kingdom',
      place_id: 'ChIJ1',
    });
    expect(input).toMatchObject({ city: 'London', zipCode: 'SE1 9AA', country: 'United Kingdom' });
  });

  it('prefers the county for UK rows and the state elsewhere', () => {
    expect(
      row({ country: 'United Kingdom', state: 'England', county: 'Greater London' }).input.state,
    ).toBe('Greater London');
    expect(
      row({ country: 'United States of America', state: 'Alabama', county: 'Southside' }).input
        .state,
    ).toBe('Alabama');
  });

  it('falls back to the type when the category is empty', () => {
    expect(row({ category: '', type: 'Plumber' }).input.category).toBe('Plumber');
  });

  it('takes the first hours layout that reads', () => {
    const { input } = row({
      working_hours: 'whenever',
      working_hours_old_format: 'Monday:9AM-5PM',
    });
    expect(input.openingHours).toBe('Monday:9AM-5PM');
  });

  it('takes coordinates from the link when the columns are empty', () => {
    const { input } = row({
      location_link: 'https://www.google.com/maps/place/x/@1,2,14z/data=!3d51.5!4d-0.12',
    });
    expect(input).toMatchObject({ latitude: 51.5, longitude: -0.12 });
  });

  it('reports cells that are not even their type, by header', () => {
    const { issues } = row({ rating: 'five', verified: 'perhaps' });
    expect(issues).toEqual([
      { column: 'rating', message: '"five" is not a number' },
      { column: 'verified', message: '"perhaps" is not true or false' },
    ]);
  });

  it('records where fields came from only when asked', () => {
    const cells = HEADERS.map((h) => (h === 'full_address' ? '5 Stoney St, London SE1 9AA' : null));
    expect(mapper.map(cells).sources).toEqual({});
    expect(mapper.map(cells, true).sources).toMatchObject({
      city: 'full_address',
      address: 'full_address',
    });
  });
});

describe('RowMapper about', () => {
  const headers = ['name', 'category', 'place_id', 'about', 'description'];
  const aboutMapper = new RowMapper(mapColumns([...headers, 'full_address']));
  const map = (about: string, description: string | null = null) =>
    aboutMapper.map(['A', 'Cafe', 'ChIJ1', about, description, 'x']);

  it('reads JSON attributes', () =>
    expect(map('{"Payments":{"Cash":true}}').input.about).toEqual({ Payments: { Cash: true } }));
  it('takes plain text as the description when there is none', () => {
    const { input, issues } = map('Family run since 1982.');
    expect(input.description).toBe('Family run since 1982.');
    expect(input.about).toBeUndefined();
    expect(issues).toEqual([]);
  });
  it('reports plain text it cannot keep', () => {
    const { input, issues } = map('Plain words', 'Own text');
    expect(input.description).toBe('Own text');
    expect(issues).toEqual([expect.objectContaining({ column: 'about' })]);
  });
});

describe("Google's reviews per star", () => {
  const SCORES = [1, 2, 3, 4, 5].map((stars) => `reviews_per_score_${stars}`);
  const headers = ['name', 'category', 'full_address', 'place_id', 'reviews', ...SCORES];
  const scores = new RowMapper(mapColumns(headers));
  const read = (cells: unknown[]) =>
    scores.map(['A', 'Plumber', '1 High St, Leeds LS1 1AA', 'ChIJ1', 41, ...cells]);

  it('reads all five counts, floats and text included, 1 star first', () => {
    expect(read(['3.0', 0, '0', 1, 37]).input.reviewsPerScore).toEqual([3, 0, 0, 1, 37]);
  });

  it('keeps none when one is missing, and names a count that is no number', () => {
    expect(read([3, 0, null, 1, 37]).input.reviewsPerScore).toBeUndefined();
    const { input, issues } = read([3, 0, 'many', 1, 37]);
    expect(input.reviewsPerScore).toBeUndefined();
    expect(issues).toEqual([{ column: 'reviews_per_score_3', message: '"many" is not a number' }]);
  });
});
