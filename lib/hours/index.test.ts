import { describe, expect, it } from 'vitest';
import * as hours from './index';

describe('lib/hours public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(hours).sort()).toEqual(
      [
        'DAYS',
        'dayInTimeZone',
        'describeOpeningPattern',
        'displayDayHours',
        'displayIntervals',
        'formatIntervals',
        'isOpenAt',
        'normaliseOpeningHours',
        'openingHoursError',
        'parseOpeningHours',
        'toOpeningHoursSpecification',
      ].sort(),
    );
    expect(hours.DAYS).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('works end to end on a scraped row', () => {
    const row = '{"Monday": "Closed", "Friday": "5PM-2AM", "Saturday": "12PM-3AM"}';
    const parsed = hours.parseOpeningHours(row);
    expect(hours.normaliseOpeningHours(row)).toEqual({
      Monday: 'Closed',
      Friday: '5PM-2AM',
      Saturday: '12PM-3AM',
    });
    // 01:00 BST on Saturday 6 June 2026: still Friday night.
    expect(hours.isOpenAt(parsed, new Date('2026-06-06T00:00:00Z'))).toBe(true);
    expect(hours.toOpeningHoursSpecification(parsed)).toHaveLength(2);
  });
});
