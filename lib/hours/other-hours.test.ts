import { describe, expect, it } from 'vitest';
import { readOtherHours, storedOtherHours } from './other-hours';

describe('readOtherHours', () => {
  it('reads labelled weeks as Outscraper writes them', () => {
    const raw = JSON.stringify([
      { kitchen: { Monday: '11:30 am-2 pm,6-10 pm', Saturday: 'Closed' } },
      { online_service_hours: { Monday: 'Open 24 hours' } },
    ]);
    expect(readOtherHours(raw).value).toEqual([
      { label: 'Kitchen', hours: { Monday: expect.stringMatching(/2PM/), Saturday: 'Closed' } },
      { label: 'Online service hours', hours: { Monday: 'Open 24 hours' } },
    ]);
  });
  it('leaves out a week that does not read, and reports a cell that is not a list', () => {
    expect(readOtherHours(JSON.stringify([{ brunch: { Monday: 'whenever' } }]))).toEqual({});
    expect(readOtherHours('{"kitchen": {}}').error).toBeDefined();
    expect(readOtherHours('not json').error).toBe('is not valid JSON');
    expect(readOtherHours(undefined)).toEqual({});
  });
  it('reads the stored value back', () => {
    expect(storedOtherHours(null)).toEqual([]);
    expect(storedOtherHours([{ label: 'Kitchen', hours: { Monday: '9AM-5PM' } }, 3])).toHaveLength(
      1,
    );
  });
});
