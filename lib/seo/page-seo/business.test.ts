import { describe, expect, it } from 'vitest';
import { businessAbout, businessDescription, businessPlace, businessTitle } from './business';

const base = {
  name: 'Patel Plumbing',
  category: 'Plumber',
  city: 'Leeds',
  state: 'West Yorkshire',
  country: 'United Kingdom',
  address: '12 Kirkgate, Leeds LS1 6BY, United Kingdom',
  phone: '0113 496 0123',
  rating: 4.6,
  reviewCount: 87,
  openingHours: {
    Monday: '8AM-6PM',
    Tuesday: '8AM-6PM',
    Wednesday: '8AM-6PM',
    Thursday: '8AM-6PM',
    Friday: '8AM-10PM',
    Saturday: '9AM-1PM',
    Sunday: 'Closed',
  },
  isVerified: true,
  businessStatus: 'OPERATIONAL' as const,
  description: null,
  seoTitle: null,
  seoDescription: null,
};

describe('businessPlace', () => {
  it('shows a town in the directory country alone, whether or not the row names a county', () => {
    expect(
      businessPlace({ city: 'London', state: 'Greater London', country: 'United Kingdom' }),
    ).toBe('London');
    expect(businessPlace({ city: 'London', state: null, country: 'United Kingdom' })).toBe(
      'London',
    );
    expect(businessPlace({ city: 'Leeds', state: 'West Yorkshire', country: null })).toBe('Leeds');
    expect(businessPlace({ city: 'Cardiff', state: 'Cardiff', country: 'GB' })).toBe('Cardiff');
  });

  it('names the region abroad, once', () => {
    expect(businessPlace({ city: 'Birmingham', state: 'Alabama', country: 'United States' })).toBe(
      'Birmingham, Alabama',
    );
    expect(businessPlace({ city: 'Zürich', state: 'Zürich', country: 'Switzerland' })).toBe(
      'Zürich',
    );
    expect(businessPlace({ city: 'Naples', state: null, country: 'US' })).toBe('Naples');
  });

  it('falls back to the region when there is no town', () => {
    expect(businessPlace({ city: null, state: 'Kent', country: 'United Kingdom' })).toBe('Kent');
    expect(businessPlace({ city: null, state: null, country: null })).toBe('');
  });
});

describe('businessTitle', () => {
  it("follows the spec's pattern", () => {
    expect(businessTitle(base)).toBe('Patel Plumbing | Plumber in Leeds | UK Business Directory');
  });

  it('says a town that is its own county once', () => {
    expect(businessTitle({ ...base, city: 'Cardiff', state: 'Cardiff' })).toBe(
      'Patel Plumbing | Plumber in Cardiff | UK Business Directory',
    );
  });

  it('drops missing place parts and prefers stored SEO copy', () => {
    expect(businessTitle({ ...base, city: null, state: null })).toBe(
      'Patel Plumbing | Plumber | UK Business Directory',
    );
    expect(businessTitle({ ...base, seoTitle: 'Patel Plumbing, Leeds plumber' })).toBe(
      'Patel Plumbing, Leeds plumber',
    );
  });
});

describe('businessDescription', () => {
  it('says only what the data holds', () => {
    expect(businessDescription(base)).toBe(
      'Patel Plumbing: Plumber in Leeds. Rated 4.6 out of 5 from 87 reviews. See its phone number, address and opening hours.',
    );
    expect(
      businessDescription({ ...base, rating: null, phone: null, address: null, openingHours: {} }),
    ).toBe('Patel Plumbing: Plumber in Leeds.');
  });

  it('prefers stored SEO copy', () => {
    expect(businessDescription({ ...base, seoDescription: 'Stored.' })).toBe('Stored.');
  });
});

describe('businessAbout', () => {
  it('composes paragraphs from the data only', () => {
    const about = businessAbout(base);
    expect(about).toEqual([
      'Patel Plumbing is a plumber in Leeds. Rated 4.6 out of 5 from 87 reviews.',
      'It opens on Monday, Tuesday, Wednesday, Thursday, Friday and Saturday, with late opening on some evenings and is closed on Sunday. You will find it at 12 Kirkgate, Leeds LS1 6BY, United Kingdom. You can call it on 0113 496 0123. Its listing is verified.',
    ]);
    // Every number in the text comes from the data.
    const numbers =
      about
        .join(' ')
        .replace('out of 5', '')
        .match(/\d+(?:\.\d+)?/g) ?? [];
    const data = JSON.stringify(base);
    for (const n of numbers) expect(data).toContain(n);
  });

  it('uses "an" for vowel sounds and keeps initialisms', () => {
    const [intro] = businessAbout({ ...base, category: 'MOT testing centre', rating: null });
    expect(intro).toBe('Patel Plumbing is an MOT testing centre in Leeds.');
    const [other] = businessAbout({ ...base, category: 'Italian restaurant', rating: null });
    expect(other).toContain('is an Italian restaurant');
    const [lower] = businessAbout({ ...base, category: 'Estate agent', rating: null });
    expect(lower).toContain('is an estate agent');
  });

  it('states 24-hour opening and closure status', () => {
    const allDay = Object.fromEntries(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
        d,
        'Open 24 hours',
      ]),
    );
    const about = businessAbout({
      ...base,
      openingHours: allDay,
      businessStatus: 'CLOSED_TEMPORARILY',
    }).join(' ');
    expect(about).toContain('It is open 24 hours a day, seven days a week.');
    expect(about).toContain('It is listed as temporarily closed.');
  });

  it('uses the stored description, split into paragraphs', () => {
    expect(businessAbout({ ...base, description: 'First.\n\nSecond.' })).toEqual([
      'First.',
      'Second.',
    ]);
  });
});
