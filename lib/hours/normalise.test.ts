import { describe, expect, it } from 'vitest';
import { normaliseOpeningHours } from './normalise';
import { parseOpeningHours } from './parse';

describe('normaliseOpeningHours', () => {
  it('writes the canonical text for each day the source gave, Monday first', () => {
    const text = normaliseOpeningHours(
      '{"Sunday": "10am-3pm", "Monday": "Closed", "Wednesday": "11:30am-2:30pm,5:30-11pm", "Saturday": "4-11pm", "Friday": "Open 24 hours"}',
    );
    expect(text).toEqual({
      Monday: 'Closed',
      Wednesday: '11:30AM-2:30PM, 5:30-11PM',
      Friday: 'Open 24 hours',
      Saturday: '4-11PM',
      Sunday: '10AM-3PM',
    });
    expect(Object.keys(text ?? {})).toEqual([
      'Monday',
      'Wednesday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('gives every source layout the same canonical text', () => {
    const expected = { Monday: '7AM-4PM', Saturday: 'Closed' };
    expect(normaliseOpeningHours('Monday,7AM,4PM|Saturday,')).toEqual(expected);
    expect(normaliseOpeningHours('Monday:7am-4pm|Saturday:Closed')).toEqual(expected);
    expect(normaliseOpeningHours({ Monday: ['7AM-4PM'], Saturday: ['Closed'] })).toEqual(expected);
    expect(normaliseOpeningHours({ mon: '07:00–16:00', sat: 'closed' })).toEqual(expected);
  });

  it('returns null when nothing is parseable', () => {
    expect(normaliseOpeningHours('None')).toBeNull();
    expect(normaliseOpeningHours({})).toBeNull();
    expect(normaliseOpeningHours('{"Monday": ')).toBeNull();
    expect(normaliseOpeningHours(3)).toBeNull();
  });

  it.each([
    '{"Monday": "Closed", "Tuesday": "Closed", "Wednesday": "11:30am-2:30pm,5:30-11pm", "Saturday": "4-11pm", "Sunday": "10am-3pm"}',
    '{"Monday": "12-9PM", "Tuesday": "12PM-3AM", "Wednesday": "12-3:15PM,5PM-12AM", "Thursday": "Open 24 hours"}',
    '{"Monday": "12-1am,7am-1am", "Tuesday": "12-4am,9am-4am", "Sunday": "12am-10pm"}',
    '{"Monday": ["8AM-5PM"], "Saturday": ["Closed"]}',
    '{"Wednesday": ["Open 24 hours"]}',
    'Monday:Closed|Tuesday:Closed|Wednesday:11:30am-2:30pm,5:30-11pm|Saturday:4-11pm',
    'Sunday,|Monday,7AM,4PM|Tuesday,7AM,4PM|Saturday,',
    'Sunday,Open 24 hours|Monday,Open 24 hours|Friday,6AM,5:55AM|Saturday,7:30,11AM',
    '{"Friday": "11:30\u202fam-2\u202fpm,6-10\u202fpm"}',
    'Mon-Fri: 09:00–17:30; Sat: 10:00 to 14:00; Sun: closed',
    { Monday: '12am-12am, 11pm-1am', Tuesday: '6pm-6pm' },
  ])('round-trips %j', (input) => {
    const parsed = parseOpeningHours(input);
    expect(parsed).not.toBeNull();
    const text = normaliseOpeningHours(input);
    expect(parseOpeningHours(text)).toEqual(parsed);
    expect(parseOpeningHours(JSON.stringify(text))).toEqual(parsed);
    expect(normaliseOpeningHours(text)).toEqual(text);
  });
});
