import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dayList,
  inSentence,
  joinList,
  pluralise,
  withArticle,
  wordCount,
} from './language';
import { seededRandom } from './random';
import { truncate } from './truncate';

describe('running-text helpers', () => {
  it('lower-cases sentence case but keeps acronyms, mixed case and nationalities', () => {
    expect(inSentence('Debit cards')).toBe('debit cards');
    expect(inSentence('Wi-Fi')).toBe('Wi-Fi');
    expect(inSentence('NFC mobile payments')).toBe('NFC mobile payments');
    expect(inSentence('Italian restaurant')).toBe('Italian restaurant');
    expect(inSentence('MOT testing centre')).toBe('MOT testing centre');
  });

  it('chooses a or an by sound', () => {
    expect(withArticle('plumber')).toBe('a plumber');
    expect(withArticle('Italian restaurant')).toBe('an Italian restaurant');
    expect(withArticle('MOT testing centre')).toBe('an MOT testing centre');
    expect(withArticle('university')).toBe('a university');
    expect(withArticle('hour-long class')).toBe('an hour-long class');
  });

  it('pluralises the last word', () => {
    expect(pluralise('plumber')).toBe('plumbers');
    expect(pluralise('pharmacy')).toBe('pharmacies');
    expect(pluralise('car wash')).toBe('car washes');
    expect(pluralise('bowling alley')).toBe('bowling alleys');
    expect(pluralise('fish and chips')).toBe('fish and chips');
  });

  it('joins lists without an Oxford comma', () => {
    expect(joinList(['a'])).toBe('a');
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('writes British clock times and day spans', () => {
    expect(clockTime(8 * 60)).toBe('8am');
    expect(clockTime(17 * 60 + 30)).toBe('5.30pm');
    expect(clockTime(720)).toBe('midday');
    expect(clockTime(1440)).toBe('midnight');
    expect(clockTime(1620)).toBe('3am');
    expect(dayList(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe(
      'Monday to Friday',
    );
    expect(dayList(['Friday', 'Monday', 'Wednesday'])).toBe('Monday, Wednesday and Friday');
    expect(dayList(['Saturday', 'Sunday'])).toBe('Saturday and Sunday');
  });

  it('counts words and truncates at a word', () => {
    expect(wordCount(' one  two\nthree ')).toBe(3);
    expect(truncate('The Very Long Name Of A Business', 20)).toBe('The Very Long Name…');
    expect(truncate('Short', 20)).toBe('Short');
  });
});

describe('seededRandom', () => {
  it('repeats for the same seed and differs between seeds', () => {
    const a = seededRandom('ChIJabc');
    const b = seededRandom('ChIJabc');
    const c = seededRandom('ChIJabd');
    const first = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(first);
    expect([c.next(), c.next(), c.next()]).not.toEqual(first);
  });
});
