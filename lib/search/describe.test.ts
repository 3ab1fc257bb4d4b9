import { describe, expect, it } from 'vitest';
import { browseHeadline, milesText, pluralWhat, sameWords, searchedArea } from './describe';

describe('search words', () => {
  it('names the what in the plural for the heading', () => {
    expect(pluralWhat('plumber')).toBe('Plumbers');
    expect(pluralWhat('hair salon')).toBe('Hair salons');
    expect(pluralWhat('pharmacy')).toBe('Pharmacies');
    expect(pluralWhat('church')).toBe('Churches');
    expect(pluralWhat('fish and chips')).toBe('Fish and chips');
    expect(pluralWhat("joe's")).toBe("Joe's");
  });

  it('says what was searched', () => {
    const none = { q: '', nearMe: false };
    expect(browseHeadline({ ...none, q: 'plumber', placeLabel: 'LS6 2AB', radiusKm: 50 })).toBe(
      'Plumbers near LS6 2AB',
    );
    expect(browseHeadline({ ...none, q: 'plumber', placeLabel: 'Leeds' })).toBe(
      'Plumbers in Leeds',
    );
    expect(browseHeadline({ ...none, categoryName: 'Restaurant', placeLabel: 'Leeds' })).toBe(
      'Restaurants in Leeds',
    );
    expect(browseHeadline({ ...none, categoryName: 'Pharmacy' })).toBe('Pharmacies');
    expect(browseHeadline({ ...none, placeLabel: 'Leeds' })).toBe('Businesses in Leeds');
    expect(browseHeadline({ q: 'cafe', nearMe: true, radiusKm: 8 })).toBe('Cafes near you');
    expect(browseHeadline({ ...none, q: ' xyz ' })).toBe('Results for “xyz”');
    expect(browseHeadline({ ...none, q: 'handyman', placeLabel: 'York' })).toBe('Handymen in York');
    expect(browseHeadline(none)).toBeNull();
    expect(searchedArea({ placeLabel: 'LS6 2AB', nearMe: false, radiusKm: 50 })).toBe(
      ' within 31 miles of LS6 2AB',
    );
    expect(searchedArea({ placeLabel: 'LS6', nearMe: false })).toBe(' in LS6');
    expect(searchedArea({ nearMe: true, radiusKm: 1.609344 })).toBe(' within 1 mile of you');
    expect(milesText(200)).toBe('124 miles');
  });
});

describe('sameWords', () => {
  it('holds a suggestion equal to the words typed for none', () => {
    expect(sameWords('Plumber', 'plumber')).toBe(true);
    expect(sameWords('plumbers ', ' Plumber')).toBe(true);
    expect(sameWords('Italian  restaurant', 'italian restaurants')).toBe(true);
    expect(sameWords('plumber', 'plumbr')).toBe(false);
    expect(sameWords('restaurant', 'italian restaurant')).toBe(false);
  });
});
