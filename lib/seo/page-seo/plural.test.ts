import { describe, expect, it } from 'vitest';
import { pluraliseCategory } from './plural';

describe('pluraliseCategory', () => {
  it.each([
    ['Plumber', 'Plumbers'],
    ['Italian restaurant', 'Italian restaurants'],
    ['Pharmacy', 'Pharmacies'],
    ['Insurance agency', 'Insurance agencies'],
    ['Removals company', 'Removals companies'],
    ['Bowling alley', 'Bowling alleys'],
    ['Takeaway', 'Takeaways'],
    ['Car wash', 'Car washes'],
    ['Church', 'Churches'],
    ['Tax', 'Taxes'],
    ['MOT testing centre', 'MOT testing centres'],
    ['Handyman', 'Handymen'],
    ['Car repair and maintenance service', 'Car repair and maintenance services'],
  ])('%s -> %s', (singular, plural) => {
    expect(pluraliseCategory(singular)).toBe(plural);
  });

  it.each(['Catering', 'Child care', 'Hairdressers', 'Fitness', 'Software', 'Fish and chips'])(
    'leaves %s as it is',
    (name) => {
      expect(pluraliseCategory(name)).toBe(name);
    },
  );

  it('leaves names not ending in a latin word untouched', () => {
    expect(pluraliseCategory('Pet store 24/7')).toBe('Pet store 24/7');
    expect(pluraliseCategory('  ')).toBe('');
  });
});
