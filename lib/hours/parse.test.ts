import { describe, expect, it } from 'vitest';
import { parseOpeningHours, readOpeningHours } from './parse';
import type { WeeklyHours } from './types';

const at = (hour: number, minute = 0) => hour * 60 + minute;
const range = (open: number, close: number) => ({ open, close });
const nineToFive = [range(at(9), at(17))];

describe('parseOpeningHours: JSON object of strings (Outscraper working_hours)', () => {
  it('reads the Zurich restaurant row with closed days, split shifts and a shared meridiem', () => {
    const text =
      '{"Monday": "Closed", "Tuesday": "Closed", "Wednesday": "11:30am-2:30pm,5:30-11pm", "Thursday": "11:30am-2:30pm,5:30-11pm", "Friday": "11:30am-2:30pm,5:30-11pm", "Saturday": "4-11pm", "Sunday": "10am-3pm"}';
    const lunchAndDinner = [range(at(11, 30), at(14, 30)), range(at(17, 30), at(23))];
    expect(parseOpeningHours(text)).toEqual({
      Monday: [],
      Tuesday: [],
      Wednesday: lunchAndDinner,
      Thursday: lunchAndDinner,
      Friday: lunchAndDinner,
      Saturday: [range(at(16), at(23))],
      Sunday: [range(at(10), at(15))],
    });
  });

  it('reads the London rows: noon starts, past midnight, Open 24 hours, split days', () => {
    const text =
      '{"Monday": "12-9PM", "Tuesday": "12PM-3AM", "Wednesday": "12-3:15PM,5PM-12AM", "Thursday": "12-9:30PM", "Friday": "Open 24 hours", "Saturday": "10:30am-2pm,6pm-12am", "Sunday": "Closed"}';
    expect(parseOpeningHours(text)).toEqual({
      Monday: [range(at(12), at(21))],
      Tuesday: [range(at(12), at(27))],
      Wednesday: [range(at(12), at(15, 15)), range(at(17), 1440)],
      Thursday: [range(at(12), at(21, 30))],
      Friday: [range(0, 1440)],
      Saturday: [range(at(10, 30), at(14)), range(at(18), 1440)],
      Sunday: [],
    });
  });

  it('accepts an already-parsed object', () => {
    expect(parseOpeningHours({ Monday: '9AM-5PM', Sunday: 'Closed' })).toEqual({
      Monday: nineToFive,
      Sunday: [],
    });
  });

  it('reads U+202F and en dashes inside JSON values', () => {
    expect(parseOpeningHours('{"Friday": "11:30\u202fam–2\u202fpm,6–10\u202fpm"}')).toEqual({
      Friday: [range(at(11, 30), at(14)), range(at(18), at(22))],
    });
  });
});

describe('parseOpeningHours: JSON object of arrays (2026 layout)', () => {
  it('reads single-range arrays and Closed', () => {
    expect(
      parseOpeningHours('{"Monday": ["8AM-5PM"], "Tuesday": ["8AM-5PM"], "Saturday": ["Closed"]}'),
    ).toEqual({
      Monday: [range(at(8), at(17))],
      Tuesday: [range(at(8), at(17))],
      Saturday: [],
    });
  });

  it('reads arrays holding several ranges', () => {
    expect(
      parseOpeningHours({ Monday: ['8AM-12PM', '1-5PM'], Tuesday: ['Open 24 hours'] }),
    ).toEqual({
      Monday: [range(at(8), at(12)), range(at(13), at(17))],
      Tuesday: [range(0, 1440)],
    });
  });

  it('keeps a row with only one day key to that day; the others stay unknown', () => {
    const hours = parseOpeningHours('{"Wednesday": ["9AM-6PM"]}');
    expect(hours).toEqual({ Wednesday: [range(at(9), at(18))] });
    expect(hours).not.toHaveProperty('Monday');
  });
});

describe('parseOpeningHours: old format', () => {
  it('reads pipe-separated Day:value pairs whose values contain colons', () => {
    expect(
      parseOpeningHours(
        'Monday:Closed|Tuesday:Closed|Wednesday:11:30am-2:30pm,5:30-11pm|Saturday:4-11pm',
      ),
    ).toEqual({
      Monday: [],
      Tuesday: [],
      Wednesday: [range(at(11, 30), at(14, 30)), range(at(17, 30), at(23))],
      Saturday: [range(at(16), at(23))],
    });
  });

  it('reads Open 24 hours', () => {
    expect(parseOpeningHours('Monday:Open 24 hours|Tuesday:9AM-8PM')).toEqual({
      Monday: [range(0, 1440)],
      Tuesday: [range(at(9), at(20))],
    });
  });
});

describe('parseOpeningHours: csv compatible', () => {
  it('reads open/close cells and treats an empty cell as closed', () => {
    expect(parseOpeningHours('Sunday,|Monday,7AM,4PM|Tuesday,7AM,4PM|Saturday,')).toEqual({
      Monday: [range(at(7), at(16))],
      Tuesday: [range(at(7), at(16))],
      Saturday: [],
      Sunday: [],
    });
  });

  it('reads Open 24 hours and 12:00 AM,12:00 AM as the whole day', () => {
    expect(parseOpeningHours('Sunday,Open 24 hours|Monday,Open 24 hours')).toEqual({
      Monday: [range(0, 1440)],
      Sunday: [range(0, 1440)],
    });
    expect(parseOpeningHours('Monday,12:00 AM,12:00 AM')).toEqual({ Monday: [range(0, 1440)] });
  });

  it('reads a bare start that shares the close cell meridiem, and overnight pairs', () => {
    expect(parseOpeningHours('Saturday,7:30,11AM|Friday,6AM,5:55AM')).toEqual({
      Friday: [range(at(6), at(29, 55))],
      Saturday: [range(at(7, 30), at(11))],
    });
  });

  it('reads several open/close pairs on one day', () => {
    expect(parseOpeningHours('Monday,11:30AM,2:30PM,5:30PM,11PM')).toEqual({
      Monday: [range(at(11, 30), at(14, 30)), range(at(17, 30), at(23))],
    });
  });
});

describe('parseOpeningHours: other text layouts', () => {
  it('reads one line per day, as Google shows them', () => {
    expect(parseOpeningHours('Monday: 9:00\u202fAM – 5:00\u202fPM\nTuesday: Closed')).toEqual({
      Monday: nineToFive,
      Tuesday: [],
    });
  });

  it('reads Google weekdayDescriptions arrays', () => {
    expect(parseOpeningHours(['Monday: 9 AM to 5 PM', 'Sunday: Closed'])).toEqual({
      Monday: nineToFive,
      Sunday: [],
    });
  });

  it('reads abbreviated keys and day spans', () => {
    const weekdays: WeeklyHours = {
      Monday: nineToFive,
      Tuesday: nineToFive,
      Wednesday: nineToFive,
      Thursday: nineToFive,
      Friday: nineToFive,
    };
    expect(parseOpeningHours('Mon-Fri: 09:00-17:00; Sat: Closed')).toEqual({
      ...weekdays,
      Saturday: [],
    });
    expect(
      parseOpeningHours({
        mon: '9-5pm',
        TUES: '9-5pm',
        Wed: '9-5pm',
        thurs: '9-5pm',
        Fri: '9-5pm',
      }),
    ).toEqual(weekdays);
    expect(parseOpeningHours({ Thur: '9am-5pm', Sun: 'closed' })).toEqual({
      Thursday: nineToFive,
      Sunday: [],
    });
  });

  it('combines a day given twice', () => {
    expect(parseOpeningHours('Monday: 9am-12pm|Monday: 1-5pm')).toEqual({
      Monday: [range(at(9), at(12)), range(at(13), at(17))],
    });
  });

  it('returns days in Monday-to-Sunday order whatever the source order', () => {
    const hours = parseOpeningHours('Sunday,|Monday,7AM,4PM|Saturday,');
    expect(Object.keys(hours ?? {})).toEqual(['Monday', 'Saturday', 'Sunday']);
  });
});

describe('parseOpeningHours: partial and unreadable days', () => {
  it('leaves an unreadable day unknown and keeps the rest', () => {
    expect(
      parseOpeningHours({ Monday: '9AM-5PM', Tuesday: 'By appointment', kitchen: '1-2pm' }),
    ).toEqual({
      Monday: nineToFive,
    });
  });

  it('treats empty day values in JSON as unknown, not closed', () => {
    expect(
      parseOpeningHours({ Monday: '', Tuesday: [], Wednesday: null, Thursday: 'Closed' }),
    ).toEqual({
      Thursday: [],
    });
  });
});

describe('parseOpeningHours: garbage', () => {
  it.each([
    ['an empty object', {}],
    ['an empty JSON object', '{}'],
    ['an empty string', ''],
    ['whitespace', '  \n '],
    ['the literal None', 'None'],
    ['n/a', 'n/a'],
    ['NaN from pandas', 'nan'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['NaN', Number.NaN],
    ['a boolean', true],
    ['malformed JSON', '{"Monday": "9AM-5PM"'],
    ['JSON with single quotes', "{'Monday': '9AM-5PM'}"],
    ['a day value without a day', '10:30am-2pm,6pm-12am'],
    ['Open 24 hours without a day', 'Open 24 hours'],
    ['free text', 'Call us for opening times'],
    ['an object without weekday keys', { kitchen: '9AM-5PM' }],
    ['Outscraper other_hours', '[{"kitchen": {"Monday": "11:30 am-2 pm"}}]'],
    ['a list of numbers', [1, 2]],
    ['a Date', new Date()],
    ['only unreadable days', { Monday: 'soon', Tuesday: 7 }],
    ['a JSON string literal', '"Monday: 9-5"'],
  ])('returns null for %s', (_label, input) => {
    expect(parseOpeningHours(input)).toBeNull();
  });

  it('never throws, even for an object whose getters throw', () => {
    const hostile = Object.defineProperty({}, 'Monday', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(() => parseOpeningHours(hostile)).not.toThrow();
    expect(parseOpeningHours(hostile)).toBeNull();
  });
});

describe('readOpeningHours', () => {
  it('tells empty values apart from unreadable ones', () => {
    expect(readOpeningHours('None')).toEqual({ kind: 'empty' });
    expect(readOpeningHours({ Monday: '' })).toEqual({ kind: 'empty' });
    expect(readOpeningHours(12).kind).toBe('invalid');
    expect(readOpeningHours('Monday:9-5').kind).toBe('hours');
  });
});

describe('hostile lengths', () => {
  const slowest = (input: unknown) => {
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      readOpeningHours(input);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };

  // Before the cap, 40,000 spaces or tabs took 2–3 s of the only thread; now well under 5 ms.
  // The bound here is loose so that a busy machine cannot fail it.
  it.each([
    ['spaces after a day', `Monday:${' '.repeat(40_000)}9AM-5PM`],
    ['tabs after a day', `Mo${'\t'.repeat(40_000)}x`],
    ['a long JSON value', JSON.stringify({ Monday: `9${' '.repeat(40_000)}AM-5PM` })],
    ['spaces within the cap', `Monday:${' '.repeat(1_990)}9AM`],
    ['tabs within the cap', `Mo${'\t'.repeat(1_990)}x`],
  ])('%s parse in milliseconds', (_, input) => {
    expect(slowest(input)).toBeLessThan(50);
  });

  it('refuses text over the cap and reads runs of spaces as one', () => {
    expect(readOpeningHours(`Monday: 9AM-5PM${' '.repeat(3_000)}`)).toEqual({
      kind: 'invalid',
      error: 'Opening hours must be at most 2000 characters',
    });
    expect(parseOpeningHours('Monday:   9AM  -\t 5PM')).toEqual(
      parseOpeningHours('Monday: 9AM-5PM'),
    );
    expect(parseOpeningHours({ Monday: `9AM-${' '.repeat(100)}5PM` })).toEqual(
      parseOpeningHours({ Monday: '9AM-5PM' }),
    );
  });
});

describe('parseOpeningHours: one reading per stored value', () => {
  it('returns the same hours for the same object, and reads a new object afresh', () => {
    const stored = { Monday: '9AM-5PM' };
    expect(parseOpeningHours(stored)).toBe(parseOpeningHours(stored));
    expect(parseOpeningHours({ ...stored })).not.toBe(parseOpeningHours(stored));
    expect(parseOpeningHours({ ...stored })).toEqual(parseOpeningHours(stored));
  });
});
