import { describe, expect, it } from 'vitest';
import { openingHoursError } from './validate';

describe('openingHoursError', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['the literal None', 'None'],
    ['n/a', 'N/A'],
    ['an empty object', {}],
    ['an empty JSON object', '{}'],
    ['an empty JSON list', '[]'],
    ['days with empty values', { Monday: '', Tuesday: [] }],
  ])('accepts %s as absent hours', (_label, input) => {
    expect(openingHoursError(input)).toBeNull();
  });

  it.each([
    ['JSON object of strings', '{"Monday": "12-9PM", "Tuesday": "Closed"}'],
    ['JSON object of arrays', '{"Monday": ["8AM-5PM"]}'],
    ['old format', 'Monday:Closed|Tuesday:9AM-5PM'],
    ['csv compatible', 'Sunday,|Monday,7AM,4PM'],
    ['a parsed object', { Monday: '9AM-5PM' }],
    ['one unreadable day among good ones', { Monday: '9AM-5PM', Tuesday: 'ask us' }],
  ])('accepts %s', (_label, input) => {
    expect(openingHoursError(input)).toBeNull();
  });

  it('explains malformed JSON', () => {
    expect(openingHoursError('{"Monday": "9AM-5PM"')).toBe(
      'Opening hours look like JSON but are not valid JSON',
    );
  });

  it('explains a value of the wrong type', () => {
    expect(openingHoursError(42)).toBe(
      'Opening hours must be text or a map of weekdays, not a number',
    );
    expect(openingHoursError(false)).toBe(
      'Opening hours must be text or a map of weekdays, not a boolean',
    );
  });

  it('explains text with no weekday in it, quoting the text', () => {
    const error = openingHoursError('10:30am-2pm,6pm-12am');
    expect(error).toMatch(/^Opening hours name no weekday/);
    expect(error).toContain('"10:30am-2pm,6pm-12am"');
  });

  it('explains an object without weekday keys, naming the keys', () => {
    expect(openingHoursError({ kitchen: '9-5pm', bar: '5-11pm' })).toMatch(
      /name no weekday.*got keys kitchen, bar$/,
    );
  });

  it('names the day whose hours could not be read', () => {
    expect(openingHoursError({ Monday: 'by appointment only' })).toBe(
      'Could not read the opening hours for Monday: "by appointment only"',
    );
    expect(openingHoursError('Monday:soon|Tuesday:later')).toBe(
      'Could not read the opening hours for Monday: "soon"',
    );
  });

  it('shortens long values in the message', () => {
    const error = openingHoursError({ Monday: 'x'.repeat(200) }) ?? '';
    expect(error.length).toBeLessThan(120);
    expect(error).toContain('...');
  });

  it('rejects a list of objects such as other_hours', () => {
    expect(openingHoursError('[{"kitchen": {"Monday": "12-2 pm"}}]')).toMatch(/map of weekdays/);
  });
});
