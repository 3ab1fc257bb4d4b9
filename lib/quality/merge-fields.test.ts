import { describe, expect, it } from 'vitest';
import type { Business } from '@/lib/generated/prisma/client';
import { mergedFields } from './merge-fields';

const business = (fields: Partial<Business>) =>
  ({
    phone: null,
    email: null,
    website: null,
    address: null,
    state: null,
    zipCode: null,
    openingHours: null,
    description: null,
    googleMapsUrl: null,
    photos: [],
    latitude: null,
    longitude: null,
    editedFields: [],
    ...fields,
  }) as Business;

describe('mergedFields', () => {
  it('fills only what the survivor lacks from scraped values', () => {
    const survivor = business({ phone: '+441130000001', website: null });
    const loser = business({ phone: '+441130000002', website: 'https://b.example/' });
    expect(mergedFields(survivor, loser)).toEqual({
      data: { website: 'https://b.example/' },
      editedFields: [],
    });
  });

  it("keeps the survivor's hand edits and takes the loser's over scraped values", () => {
    const survivor = business({
      phone: '+441130000001',
      website: 'https://mine.example/',
      editedFields: ['website'],
    });
    const loser = business({
      phone: '+441130000009',
      website: 'https://theirs.example/',
      editedFields: ['phone', 'website'],
    });
    expect(mergedFields(survivor, loser)).toEqual({
      data: { phone: '+441130000009' },
      editedFields: ['website', 'phone'],
    });
  });

  it('takes coordinates as a pair, and never empties a field', () => {
    const survivor = business({ openingHours: { Monday: '9AM-5PM' } });
    const loser = business({ latitude: 51.5, longitude: -0.12, openingHours: {} });
    expect(mergedFields(survivor, loser).data).toEqual({ latitude: 51.5, longitude: -0.12 });
  });
});
