import { beforeAll, describe, expect, it } from 'vitest';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { fixture, loadFixtures } from './search-fixtures';

const search = (q: string, location = '', category?: string) =>
  searchBusinesses({ q, location, category, limit: 50, offset: 0 });
const names = async (q: string, location = '', category?: string) =>
  (await search(q, location, category)).businesses.map((b) => b.name).sort();

beforeAll(async () => {
  await loadFixtures([
    fixture({ name: 'Headingley Plumbing & Heating', category: 'Plumber', zipCode: 'LS6 2AB' }),
    fixture({ name: 'Kirkstall Pipes', category: 'Plumber', zipCode: 'LS16 5HU' }),
    fixture({
      name: 'Anfield Plumbers',
      category: 'Plumber',
      city: 'Liverpool',
      zipCode: 'L15 1AA',
    }),
    fixture({
      name: 'Dock Road Plumbing',
      category: 'Plumber',
      city: 'Liverpool',
      zipCode: 'L1 0AB',
    }),
    fixture({ name: 'Trattoria Roma', category: 'Italian restaurant', zipCode: 'LS6 3CD' }),
    fixture({
      name: 'Northern Quarter Pizza',
      category: 'Italian restaurant',
      city: 'Manchester',
      zipCode: 'M4 1HN',
    }),
    fixture({ name: 'Spice Garden', category: 'Indian restaurant', zipCode: 'LS1 4DJ' }),
    fixture({ name: 'Bright Smiles', category: 'Dentist', city: 'Liverpool', zipCode: 'L15 2BB' }),
    fixture({ name: 'Parsons Joinery', category: 'Carpenter', zipCode: 'LS7 4EF' }),
  ]);
});

describe('what: name, category, group and description, forgiving', () => {
  it('finds by category, plurals included (english stemming)', async () => {
    expect(await names('plumbers', 'Leeds')).toEqual([
      'Headingley Plumbing & Heating',
      'Kirkstall Pipes',
    ]);
  });

  it('tolerates a typo in a category word', async () => {
    expect(await names('plumbr', 'Leeds')).toEqual(await names('plumber', 'Leeds'));
    expect(await names('resturant', 'Leeds')).toEqual(['Spice Garden', 'Trattoria Roma']);
  });

  it('ignores word order', async () => {
    const italian = await names('italian restaurant');
    expect(italian).toEqual(['Northern Quarter Pizza', 'Trattoria Roma']);
    expect(await names('restaurant italian')).toEqual(italian);
  });

  it('matches a category group by its name', async () => {
    expect(await names('healthcare')).toEqual(['Bright Smiles']);
  });

  it('finds a misspelt business name by similarity', async () => {
    expect(await names('Tratoria Rooma')).toEqual(['Trattoria Roma']);
  });

  it('finds a name with two neighbouring letters swapped', async () => {
    expect(await names('Parsnos')).toEqual(['Parsons Joinery']);
    expect(await names('joinery parsnos', 'Leeds')).toEqual(['Parsons Joinery']);
  });

  it('matches nothing for text with no letter or digit (LIKE wildcards included)', async () => {
    for (const q of ['%', '_', '___', '%%', '*', '.']) {
      const result = await search(q);
      expect(result.totalCount, q).toBe(0);
      expect(result.businesses, q).toEqual([]);
    }
  });

  it('combines with the category filter', async () => {
    expect(await names('', 'Leeds', 'restaurants')).toEqual(['Spice Garden', 'Trattoria Roma']);
    expect(await names('', 'Leeds', 'italian-restaurant')).toEqual(['Trattoria Roma']);
  });
});

describe('where: town, county and postcode at every precision', () => {
  it('matches a town and a county', async () => {
    expect(await names('plumber', 'liverpool')).toEqual(['Anfield Plumbers', 'Dock Road Plumbing']);
    expect(await names('plumber', 'Merseyside')).toEqual([
      'Anfield Plumbers',
      'Dock Road Plumbing',
    ]);
    expect(await names('', 'Yorkshire')).toHaveLength(5);
  });

  it('corrects a misspelt town', async () => {
    expect(await names('plumber', 'Liverpol')).toEqual(await names('plumber', 'Liverpool'));
  });

  it('matches a postcode district exactly: LS6 is not LS16, L1 is not L15', async () => {
    expect(await names('', 'LS6')).toEqual(['Headingley Plumbing & Heating', 'Trattoria Roma']);
    expect(await names('plumber', 'L1')).toEqual(['Dock Road Plumbing']);
    expect(await names('plumber', 'Leeds LS16')).toEqual(['Kirkstall Pipes']);
  });

  it('matches a postcode area: LS is Leeds only, L is Liverpool only', async () => {
    expect(await names('plumber', 'LS')).toEqual([
      'Headingley Plumbing & Heating',
      'Kirkstall Pipes',
    ]);
    expect(await names('plumber', 'l')).toEqual(['Anfield Plumbers', 'Dock Road Plumbing']);
  });

  it('matches a full postcode in any spacing', async () => {
    expect(await names('', 'LS6 2AB')).toEqual(['Headingley Plumbing & Heating']);
    expect(await names('plumber', 'ls62ab')).toEqual(['Headingley Plumbing & Heating']);
  });
});

describe('no dead ends', () => {
  it('never suggests the words typed: a place with none within 200 km keeps its place', async () => {
    const result = await search('dentist', 'Leeds');
    expect(result.totalCount).toBe(0);
    expect(result.suggestion).toEqual({ q: '', location: 'Leeds', label: 'Leeds' });
  });

  it('answers a postcode with nothing at it with the district and the nearest around it', async () => {
    const result = await search('plumber', 'LS6 9ZZ');
    expect(result.businesses.length).toBeGreaterThan(0);
    expect(result.suggestion).toBeUndefined();
  });

  it('suggests the nearest town for a place it does not know', async () => {
    const result = await search('plumber', 'Leicester Square');
    expect(result.totalCount).toBe(0);
    expect(result.suggestion).toBeDefined();
    expect(result.suggestion!.label).not.toBe('plumber');
    expect(
      (await search(result.suggestion!.q, result.suggestion!.location)).totalCount,
    ).toBeGreaterThan(0);
  });

  it('suggests a nearby spelling when nothing matches anywhere', async () => {
    const result = await search('brigth smilez', '');
    expect(result.totalCount).toBe(0);
    expect(result.suggestion).toEqual({ q: 'Bright Smiles', location: '', label: 'Bright Smiles' });
  });

  it('answers blank and absurd input without failing', async () => {
    for (const q of ['', '   ', 'the', '!!!', "'", 'a & b | c', 'x'.repeat(500)])
      await expect(search(q, q)).resolves.toHaveProperty('totalCount');
  });
});
