import { describe, expect, it } from 'vitest';
import { parseDayKey, previousDay } from './days';

describe('parseDayKey', () => {
  it('reads full names in any case', () => {
    expect(parseDayKey('Monday')).toEqual(['Monday']);
    expect(parseDayKey('SUNDAY')).toEqual(['Sunday']);
    expect(parseDayKey(' wednesday ')).toEqual(['Wednesday']);
  });

  it('reads every listed abbreviation', () => {
    const cases: Array<[string, string]> = [
      ['Mon', 'Monday'],
      ['Tue', 'Tuesday'],
      ['Tues', 'Tuesday'],
      ['Wed', 'Wednesday'],
      ['Thu', 'Thursday'],
      ['Thur', 'Thursday'],
      ['Thurs', 'Thursday'],
      ['Fri', 'Friday'],
      ['Sat', 'Saturday'],
      ['sun.', 'Sunday'],
    ];
    for (const [key, day] of cases) expect(parseDayKey(key), key).toEqual([day]);
  });

  it('expands spans, wrapping past Sunday', () => {
    expect(parseDayKey('Mon-Fri')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(parseDayKey('Saturday to Monday')).toEqual(['Saturday', 'Sunday', 'Monday']);
    expect(parseDayKey('Fri–Sat')).toEqual(['Friday', 'Saturday']);
  });

  it('rejects anything else', () => {
    for (const key of ['', 'kitchen', 'Mo', 'Monday (Bank holiday)', 'Weekdays', 'Mon-Funday']) {
      expect(parseDayKey(key), key).toBeNull();
    }
  });
});

describe('previousDay', () => {
  it('wraps from Monday back to Sunday', () => {
    expect(previousDay('Monday')).toBe('Sunday');
    expect(previousDay('Tuesday')).toBe('Monday');
  });
});
