import { describe, expect, it } from 'vitest';
import { describeOpeningPattern } from './describe';
import { parseOpeningHours } from './parse';

describe('describeOpeningPattern', () => {
  it('returns null without known days', () => {
    expect(describeOpeningPattern(null)).toBeNull();
    expect(describeOpeningPattern({})).toBeNull();
  });

  it('summarises an office-hours week', () => {
    expect(
      describeOpeningPattern(
        parseOpeningHours(
          'Monday,8AM,5PM|Tuesday,8AM,5PM|Wednesday,8AM,5PM|Thursday,8AM,5PM|Friday,8AM,4PM|Saturday,|Sunday,',
        ),
      ),
    ).toEqual({
      openDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      closedDays: ['Saturday', 'Sunday'],
      open24HoursDays: [],
      opensLate: false,
      opensWeekends: false,
      earliestOpen: 480,
      latestClose: 1020,
    });
  });

  it('summarises a late-night restaurant open at weekends', () => {
    expect(
      describeOpeningPattern(
        parseOpeningHours(
          '{"Monday": "Closed", "Wednesday": "11:30am-2:30pm,5:30-11pm", "Saturday": "12PM-3AM", "Sunday": "10am-3pm"}',
        ),
      ),
    ).toEqual({
      openDays: ['Wednesday', 'Saturday', 'Sunday'],
      closedDays: ['Monday'],
      open24HoursDays: [],
      opensLate: true,
      opensWeekends: true,
      earliestOpen: 600,
      latestClose: 1620,
    });
  });

  it('counts closing at exactly 21:00 as not late, and after it as late', () => {
    expect(describeOpeningPattern(parseOpeningHours({ Monday: '12-9PM' }))?.opensLate).toBe(false);
    expect(describeOpeningPattern(parseOpeningHours({ Monday: '12-9:30PM' }))?.opensLate).toBe(
      true,
    );
  });

  it('lists 24-hour days', () => {
    const pattern = describeOpeningPattern(
      parseOpeningHours({ Friday: '9AM-5PM', Saturday: 'Open 24 hours', Sunday: 'Open 24 hours' }),
    );
    expect(pattern?.open24HoursDays).toEqual(['Saturday', 'Sunday']);
    expect(pattern?.earliestOpen).toBe(0);
    expect(pattern?.opensLate).toBe(true);
  });

  it('does not take last night’s tail for the earliest opening', () => {
    const pattern = describeOpeningPattern(
      parseOpeningHours({ Monday: '12-1am,7am-1am', Tuesday: '12-1am,7am-1am', Sunday: '8am-1am' }),
    );
    expect(pattern?.earliestOpen).toBe(420);
    expect(pattern?.latestClose).toBe(1500);
  });

  it('keeps a midnight opening when the night before is closed or unknown', () => {
    expect(describeOpeningPattern(parseOpeningHours({ Monday: '12-6AM' }))?.earliestOpen).toBe(0);
  });

  it('has no earliest opening when every known day is closed', () => {
    expect(describeOpeningPattern(parseOpeningHours({ Sunday: 'Closed' }))).toEqual({
      openDays: [],
      closedDays: ['Sunday'],
      open24HoursDays: [],
      opensLate: false,
      opensWeekends: false,
      earliestOpen: null,
      latestClose: null,
    });
  });
});
