import { describe, expect, it } from 'vitest';
import { displayDayHours, displayIntervals } from './display';
import { normaliseOpeningHours } from './normalise';
import { readOtherHours } from './other-hours';

/** Source cell -> stored text (as the importer keeps it) -> what the page shows. */
function shown(cell: unknown) {
  const stored = normaliseOpeningHours(cell) ?? {};
  return Object.fromEntries(
    Object.entries(stored).map(([day, text]) => [day, displayDayHours(text)]),
  );
}

const DISPLAY =
  /^(?:Closed|Open 24 hours|\d{1,2}:\d{2}–\d{1,2}:\d{2}(?:, \d{1,2}:\d{2}–\d{1,2}:\d{2})*)$/;

// Every shape the scraper exports in /work/shared/fixtures use, one example each.
describe('opening hours display, per source shape', () => {
  it('UK Places layout: "12-10:30PM", past midnight, multi-range, 24 hours, closed', () => {
    expect(
      shown(
        '{"Monday": "12-10:30PM", "Tuesday": "12PM-3AM", "Wednesday": "12-3:15PM,5PM-12AM", "Thursday": "Open 24 hours", "Friday": "Closed", "Saturday": "11AM-2:30PM,5-10PM", "Sunday": "12-9PM"}',
      ),
    ).toEqual({
      Monday: '12:00–22:30',
      Tuesday: '12:00–3:00',
      Wednesday: '12:00–15:15, 17:00–0:00',
      Thursday: 'Open 24 hours',
      Friday: 'Closed',
      Saturday: '11:00–14:30, 17:00–22:00',
      Sunday: '12:00–21:00',
    });
  });

  it('Zurich lower-case am/pm with two ranges and the old "Day:hours|" layout', () => {
    expect(shown('{"Monday": "11:30am-2:30pm,5:30-11pm", "Tuesday": "11am-12am"}')).toEqual({
      Monday: '11:30–14:30, 17:30–23:00',
      Tuesday: '11:00–0:00',
    });
    expect(shown('Monday:8am-11pm|Tuesday:9am-6pm|Sunday:Closed')).toEqual({
      Monday: '8:00–23:00',
      Tuesday: '9:00–18:00',
      Sunday: 'Closed',
    });
  });

  it('other_hours with U+202F before am/pm', () => {
    const { value } = readOtherHours(
      '[{"Happy hours": {"Monday": "10:30\u202fam-2\u202fpm", "Tuesday": "6-10:30\u202fpm"}}]',
    );
    expect(value?.[0]?.label).toBe('Happy hours');
    const week = value?.[0]?.hours ?? {};
    expect(displayDayHours(week.Monday)).toBe('10:30–14:00');
    expect(displayDayHours(week.Tuesday)).toBe('18:00–22:30');
  });

  it('2026 layout: arrays per day, and a file with only a Wednesday key', () => {
    expect(shown({ Monday: ['8AM-5PM'], Saturday: ['Closed'], Sunday: ['Open 24 hours'] })).toEqual(
      { Monday: '8:00–17:00', Saturday: 'Closed', Sunday: 'Open 24 hours' },
    );
    expect(shown('{"Wednesday": ["7:30AM-4:30PM"]}')).toEqual({ Wednesday: '7:30–16:30' });
  });

  it('csv-compatible layout, including 12:00 AM to 12:00 AM for a whole day', () => {
    expect(shown('Monday,8AM,5PM|Tuesday,12:00 AM,12:00 AM|Sunday,')).toMatchObject({
      Monday: '8:00–17:00',
      Tuesday: 'Open 24 hours',
    });
  });

  it('US hours "7AM-8PM" and Belgrade "9AM-1PM,3-8PM"', () => {
    expect(shown('{"Monday": "7AM-8PM", "Tuesday": "9AM-1PM,3-8PM"}')).toEqual({
      Monday: '7:00–20:00',
      Tuesday: '9:00–13:00, 15:00–20:00',
    });
  });

  it('never shows a raw string: every output is in the display format', () => {
    for (const text of ['9AM-5PM', '12-10:30PM', '5:30-11PM', '6PM-2AM', 'Closed', 'Open 24 hours'])
      expect(displayDayHours(text)).toMatch(DISPLAY);
    expect(displayDayHours('whenever')).toBeNull();
    expect(displayDayHours(undefined)).toBeNull();
  });

  it('formats intervals directly', () => {
    expect(displayIntervals([{ open: 540, close: 1050 }])).toBe('9:00–17:30');
    expect(displayIntervals([])).toBe('Closed');
    expect(displayIntervals([{ open: 0, close: 1440 }])).toBe('Open 24 hours');
  });
});
