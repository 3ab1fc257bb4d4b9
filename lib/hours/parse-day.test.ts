import { describe, expect, it } from 'vitest';
import { cleanHoursText, parseDayText } from './parse-day';

const at = (hour: number, minute = 0) => hour * 60 + minute;
const range = (open: number, close: number) => ({ open, close });

describe('cleanHoursText', () => {
  it('folds U+202F, no-break spaces, en/em dashes and dotted meridiems into plain text', () => {
    expect(cleanHoursText('11:30\u202fAM\u00a0–\u20092\u202fp.m.')).toBe('11:30 am - 2 pm');
    expect(cleanHoursText('9a.m.—5p.m.')).toBe('9am-5pm');
  });
});

describe('parseDayText', () => {
  it('reads Closed and the 24-hour spellings', () => {
    expect(parseDayText('Closed')).toEqual([]);
    expect(parseDayText('CLOSED')).toEqual([]);
    expect(parseDayText('Open 24 hours')).toEqual([range(0, 1440)]);
    expect(parseDayText('24 hours')).toEqual([range(0, 1440)]);
    expect(parseDayText('open 24/7')).toEqual([range(0, 1440)]);
  });

  it('reads explicit meridiems in either case', () => {
    expect(parseDayText('10am-3pm')).toEqual([range(at(10), at(15))]);
    expect(parseDayText('8AM-5PM')).toEqual([range(at(8), at(17))]);
    expect(parseDayText('7:30AM-4:30pm')).toEqual([range(at(7, 30), at(16, 30))]);
  });

  describe('shared meridiem', () => {
    it('gives a bare start the end meridiem: 4-11pm is 16:00-23:00', () => {
      expect(parseDayText('4-11pm')).toEqual([range(at(16), at(23))]);
    });

    it('reads 12 before a PM end as noon', () => {
      expect(parseDayText('12-9PM')).toEqual([range(at(12), at(21))]);
      expect(parseDayText('12-9:30PM')).toEqual([range(at(12), at(21, 30))]);
    });

    it('flips a start that would come after the end to am: 11-2PM is 11:00-14:00', () => {
      expect(parseDayText('11-2PM')).toEqual([range(at(11), at(14))]);
    });

    it('keeps minutes on a bare start: 5:30-11pm is 17:30-23:00', () => {
      expect(parseDayText('5:30-11pm')).toEqual([range(at(17, 30), at(23))]);
    });

    it('reads 12-1am as the hour after midnight and 8-1am as 20:00 to 01:00', () => {
      expect(parseDayText('12-1am')).toEqual([range(0, at(1))]);
      expect(parseDayText('8-1am')).toEqual([range(at(20), at(25))]);
    });

    it('takes the meridiem from the end in the csv-compatible 7:30,11AM pair', () => {
      expect(parseDayText('7:30-11AM')).toEqual([range(at(7, 30), at(11))]);
    });
  });

  it('reads ranges past midnight: 6PM-2AM, 12PM-3AM, 6AM-5:55AM', () => {
    expect(parseDayText('6PM-2AM')).toEqual([range(at(18), at(26))]);
    expect(parseDayText('12PM-3AM')).toEqual([range(at(12), at(27))]);
    expect(parseDayText('6AM-5:55AM')).toEqual([range(at(6), at(29, 55))]);
  });

  it('reads 12AM as an end as the midnight closing the day', () => {
    expect(parseDayText('6PM-12AM')).toEqual([range(at(18), 1440)]);
    expect(parseDayText('11am-12am')).toEqual([range(at(11), 1440)]);
    expect(parseDayText('12AM-11:30PM')).toEqual([range(0, at(23, 30))]);
  });

  it('compares a shared meridiem against 12AM as midnight at the end of the day', () => {
    // Otherwise 6-12am would flip to 6pm and 12-12am to noon-midnight.
    expect(parseDayText('6-12am')).toEqual([range(at(6), 1440)]);
    expect(parseDayText('12-12am')).toEqual([range(0, 1440)]);
  });

  it('reads 12:00 AM to 12:00 AM as the whole day', () => {
    expect(parseDayText('12:00 AM-12:00 AM')).toEqual([range(0, 1440)]);
  });

  it('reads several ranges and sorts them', () => {
    expect(parseDayText('11:30am-2:30pm,5:30-11pm')).toEqual([
      range(at(11, 30), at(14, 30)),
      range(at(17, 30), at(23)),
    ]);
    expect(parseDayText('10:30am-2pm,6pm-12am')).toEqual([
      range(at(10, 30), at(14)),
      range(at(18), 1440),
    ]);
    expect(parseDayText('12-3:15PM,5PM-12AM')).toEqual([
      range(at(12), at(15, 15)),
      range(at(17), 1440),
    ]);
    expect(parseDayText('6-10pm, 12-2pm')).toEqual([range(at(12), at(14)), range(at(18), at(22))]);
  });

  it('keeps a day that starts with last night’s tail as two ranges', () => {
    expect(parseDayText('12-4am,9am-4am')).toEqual([range(0, at(4)), range(at(9), at(28))]);
  });

  it('merges overlapping and touching ranges', () => {
    expect(parseDayText('9am-1pm, 12-5pm')).toEqual([range(at(9), at(17))]);
    expect(parseDayText('9am-1pm, 1-5pm')).toEqual([range(at(9), at(17))]);
  });

  it('reads the narrow no-break space U+202F before am/pm', () => {
    expect(parseDayText('11:30\u202fam-2\u202fpm,6-10\u202fpm')).toEqual([
      range(at(11, 30), at(14)),
      range(at(18), at(22)),
    ]);
  });

  it('reads ordinary spaces, en dash, em dash and "to"', () => {
    const nineToFive = [range(at(9), at(17))];
    expect(parseDayText('9 AM - 5 PM')).toEqual(nineToFive);
    expect(parseDayText('9:00 AM – 5:00 PM')).toEqual(nineToFive);
    expect(parseDayText('9am—5pm')).toEqual(nineToFive);
    expect(parseDayText('9am to 5pm')).toEqual(nineToFive);
    expect(parseDayText('12:00 – 9:00\u202fPM')).toEqual([range(at(12), at(21))]);
  });

  it('reads 24-hour times, overnight ones included', () => {
    expect(parseDayText('09:00-17:30')).toEqual([range(at(9), at(17, 30))]);
    expect(parseDayText('09:00 to 17:30')).toEqual([range(at(9), at(17, 30))]);
    expect(parseDayText('18:00-02:00')).toEqual([range(at(18), at(26))]);
    expect(parseDayText('00:00-24:00')).toEqual([range(0, 1440)]);
    expect(parseDayText('22-2')).toEqual([range(at(22), at(26))]);
  });

  it('reads bare 9-5 as office hours rather than a 20-hour night', () => {
    expect(parseDayText('9-5')).toEqual([range(at(9), at(17))]);
  });

  it('gives a bare end the first reading after the opening', () => {
    expect(parseDayText('9am-5')).toEqual([range(at(9), at(17))]);
    expect(parseDayText('6pm-2')).toEqual([range(at(18), at(26))]);
  });

  it('reads noon and midnight', () => {
    expect(parseDayText('8am-noon')).toEqual([range(at(8), at(12))]);
    expect(parseDayText('6pm-midnight')).toEqual([range(at(18), 1440)]);
  });

  it('returns null for text that is not a day’s hours', () => {
    for (const text of [
      '',
      '   ',
      ',',
      'None',
      'by appointment',
      '9am',
      '9am-5pm-7pm',
      '25:00-26:00',
      '13pm-2pm',
      '9:75am-5pm',
      '9am-5pm, soon',
    ]) {
      expect(parseDayText(text), text).toBeNull();
    }
  });
});
