import { describe, expect, it } from 'vitest';
import { mapColumns } from './columns';

describe('mapColumns', () => {
  it('maps the 2025 layout', () => {
    const map = mapColumns([
      'name',
      'site',
      'category',
      'full_address',
      'postal_code',
      'place_id',
      'working_hours',
    ]);
    expect(map).toMatchObject({
      name: { index: 0, header: 'name' },
      website: { index: 1, header: 'site' },
      address: { index: 3, header: 'full_address' },
      zipCode: { index: 4, header: 'postal_code' },
      openingHours: { index: 6, header: 'working_hours' },
    });
  });

  it('maps the 2026 layout, case-insensitively, ignoring unknown columns', () => {
    const map = mapColumns([
      'Name',
      'WEBSITE',
      'Category',
      'Address',
      'County',
      'query',
      'Place_ID',
    ]);
    expect(map).toMatchObject({
      website: { index: 1, header: 'website' },
      address: { index: 3, header: 'address' },
      county: { index: 4, header: 'county' },
      placeId: { index: 6, header: 'place_id' },
    });
    expect(Object.values(map).map((column) => column?.index)).not.toContain(5);
  });

  it('names every missing required column', () => {
    expect(() => mapColumns(['name', 'phone'])).toThrow(
      /missing required columns: category, full_address or address, place_id/,
    );
    expect(() => mapColumns([])).toThrow(/name, category/);
  });
});
