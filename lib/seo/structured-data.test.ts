import { describe, expect, it } from 'vitest';
import { DTO_FIELDS } from '@/lib/business/fields';
import type { BusinessDto } from '@/lib/data/business-dto';
import { localBusiness, streetAddress } from './structured-data';

// Stored fields not set below are null, so a new nullable registry field needs no edit here.
const unset = Object.fromEntries(DTO_FIELDS.map((key) => [key, null])) as {
  [Key in (typeof DTO_FIELDS)[number]]: null;
};

const business: BusinessDto = {
  ...unset,
  id: '7d5e7c1e-1111-4a4a-9b9b-123456789abc',
  name: 'Patel Plumbing',
  slug: 'patel-plumbing-chij123',
  category: 'Plumber',
  categoryGroup: 'home-services',
  address: '12 Kirkgate, Leeds LS1 6BY, United Kingdom',
  city: 'Leeds',
  state: 'West Yorkshire',
  country: 'United Kingdom',
  zipCode: 'LS1 6BY',
  phone: '0113 496 0123',
  website: 'https://patel.example.co.uk',
  rating: 4.6,
  reviewCount: 0,
  photos: ['/images/demo/photo-1.svg'],
  openingHours: { Monday: '8AM-6PM', Tuesday: '8AM-6PM', Sunday: 'Closed' },
  isVerified: true,
  isOpen: false,
  timeZone: 'Europe/London',
  secondaryCategories: [],
  serviceArea: false,
  otherHours: [],
  specialHours: [],
  amenities: [],
  businessStatus: 'OPERATIONAL',
  statusChangedAt: '2026-01-01T00:00:00.000Z',
  canonicalUrl: 'http://localhost:3000/details/patel-plumbing-chij123',
  placeId: 'ChIJ123',
  latitude: 53.79,
  longitude: -1.54,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  checkedAt: '2025-01-01T00:00:00.000Z',
  reviewsPerScore: null,
};

describe('localBusiness', () => {
  it('gives the price range as priceRange when the data has one', () => {
    expect(localBusiness({ ...business, priceRange: '££' }).priceRange).toBe('££');
    expect(localBusiness(business).priceRange).toBeUndefined();
  });

  it("uses the group's schema.org type and only the data's fields", () => {
    expect(localBusiness(business)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      '@id': 'http://localhost:3000/details/patel-plumbing-chij123#business',
      name: 'Patel Plumbing',
      url: 'http://localhost:3000/details/patel-plumbing-chij123',
      telephone: '+441134960123',
      sameAs: 'https://patel.example.co.uk',
      image: ['http://localhost:3000/images/demo/photo-1.svg'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Kirkgate',
        addressLocality: 'Leeds',
        addressRegion: 'West Yorkshire',
        postalCode: 'LS1 6BY',
        addressCountry: 'United Kingdom',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 53.79, longitude: -1.54 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
          opens: '08:00',
          closes: '18:00',
        },
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.6,
        bestRating: 5,
        worstRating: 1,
        reviewCount: 1,
      },
    });
  });

  it('leaves aggregateRating out when ratings are switched off (STRUCTURED_DATA_RATINGS=off)', () => {
    const data = localBusiness(business, { ratings: false });
    expect(data.aggregateRating).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('AggregateRating');
    expect(data.name).toBe(business.name);
  });

  it('leaves out what the data does not say', () => {
    const bare = localBusiness({
      ...business,
      categoryGroup: 'no-such-group',
      phone: null,
      website: null,
      rating: null,
      photos: [],
      openingHours: {},
      latitude: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      country: null,
    });
    const json = JSON.parse(JSON.stringify(bare));
    expect(json['@type']).toBe('LocalBusiness');
    expect(Object.keys(json).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
  });

  it('adds specialOpeningHoursSpecification only for the admin’s upcoming special hours', () => {
    const now = new Date('2026-12-20T12:00:00Z');
    expect(localBusiness(business, { now }).specialOpeningHoursSpecification).toBeUndefined();
    const closed = {
      ...business,
      specialHours: [
        { firstDate: '2026-12-25', lastDate: '2026-12-26', intervals: [], label: 'Christmas' },
      ],
    };
    expect(localBusiness(closed, { now }).specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-25',
        validThrough: '2026-12-26',
      },
    ]);
    // Once past, it is no longer stated.
    const after = localBusiness(closed, { now: new Date('2026-12-27T12:00:00Z') });
    expect(after.specialOpeningHoursSpecification).toBeUndefined();
  });

  it('lists the amenities the data marks true as amenityFeature', () => {
    const json = localBusiness({
      ...business,
      amenities: [
        { section: 'Accessibility', items: ['Wheelchair accessible entrance'] },
        { section: 'Payments', items: ['Credit cards', 'NFC mobile payments'] },
      ],
    });
    expect(json.amenityFeature).toEqual([
      {
        '@type': 'LocationFeatureSpecification',
        name: 'Wheelchair accessible entrance',
        value: true,
      },
      { '@type': 'LocationFeatureSpecification', name: 'Credit cards', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'NFC mobile payments', value: true },
    ]);
    expect(localBusiness(business).amenityFeature).toBeUndefined();
  });
});

describe('streetAddress', () => {
  const parts = { city: 'Leeds', state: 'West Yorkshire', zipCode: 'LS1 6BY', country: 'UK' };

  it.each([
    ['12 Kirkgate, Leeds LS1 6BY, UK', '12 Kirkgate'],
    ['Unit 5, Trade Park, Leeds, West Yorkshire LS1 6BY', 'Unit 5, Trade Park'],
    ['Leeds LS1 6BY', undefined],
    ['1 Leeds Road, Leeds', '1 Leeds Road'],
    ['12 Kirkgate, leeds  ls1 6by', '12 Kirkgate'],
    ['12 Kirkgate, Leeds LS1 6BYX', '12 Kirkgate, Leeds LS1 6BYX'],
    [null, undefined],
  ])('%s -> %s', (address, street) => {
    expect(streetAddress({ ...parts, address })).toBe(street);
  });

  it('reads US addresses with a state code', () => {
    expect(
      streetAddress({
        address: '2100 3rd Ave N, Birmingham, AL 35203',
        city: 'Birmingham',
        state: 'AL',
        zipCode: '35203',
        country: 'US',
      }),
    ).toBe('2100 3rd Ave N');
  });
});
