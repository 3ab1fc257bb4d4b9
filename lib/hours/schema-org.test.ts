import { describe, expect, it } from 'vitest';
import { parseOpeningHours } from './parse';
import { toOpeningHoursSpecification } from './schema-org';

const url = (...days: string[]) => days.map((d) => `https://schema.org/${d}`);
const spec = (days: string[], opens: string, closes: string) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: url(...days),
  opens,
  closes,
});

describe('toOpeningHoursSpecification', () => {
  it('returns [] for null or no open days', () => {
    expect(toOpeningHoursSpecification(null)).toEqual([]);
    expect(toOpeningHoursSpecification({})).toEqual([]);
    expect(toOpeningHoursSpecification({ Monday: [], Sunday: [] })).toEqual([]);
  });

  it('groups consecutive days with identical hours and omits closed days', () => {
    const hours = parseOpeningHours(
      '{"Monday": "9AM-5PM", "Tuesday": "9AM-5PM", "Wednesday": "9AM-5PM", "Thursday": "9AM-5PM", "Friday": "9AM-5PM", "Saturday": "10AM-4PM", "Sunday": "Closed"}',
    );
    expect(toOpeningHoursSpecification(hours)).toEqual([
      spec(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '09:00', '17:00'),
      spec(['Saturday'], '10:00', '16:00'),
    ]);
  });

  it('does not group identical days that are not consecutive', () => {
    const hours = parseOpeningHours({ Monday: '9-5PM', Tuesday: '10AM-4PM', Wednesday: '9-5PM' });
    expect(toOpeningHoursSpecification(hours)).toEqual([
      spec(['Monday'], '09:00', '17:00'),
      spec(['Tuesday'], '10:00', '16:00'),
      spec(['Wednesday'], '09:00', '17:00'),
    ]);
  });

  it('does not group across a closed or unknown day', () => {
    expect(
      toOpeningHoursSpecification(
        parseOpeningHours({ Monday: '9-5PM', Tuesday: 'Closed', Wednesday: '9-5PM' }),
      ),
    ).toHaveLength(2);
    expect(
      toOpeningHoursSpecification(parseOpeningHours({ Monday: '9-5PM', Wednesday: '9-5PM' })),
    ).toHaveLength(2);
  });

  it('writes one specification per range of a split day, sharing the day group', () => {
    const hours = parseOpeningHours({
      Wednesday: '11:30am-2:30pm,5:30-11pm',
      Thursday: '11:30am-2:30pm,5:30-11pm',
    });
    expect(toOpeningHoursSpecification(hours)).toEqual([
      spec(['Wednesday', 'Thursday'], '11:30', '14:30'),
      spec(['Wednesday', 'Thursday'], '17:30', '23:00'),
    ]);
  });

  it('writes 24 hours as 00:00-23:59', () => {
    const hours = parseOpeningHours('Sunday,Open 24 hours|Saturday,Open 24 hours|Friday,9AM,5PM');
    expect(toOpeningHoursSpecification(hours)).toEqual([
      spec(['Friday'], '09:00', '17:00'),
      spec(['Saturday', 'Sunday'], '00:00', '23:59'),
    ]);
  });

  it('keeps closes before opens for ranges past midnight', () => {
    const hours = parseOpeningHours({
      Friday: '6PM-2AM',
      Saturday: '12PM-3AM',
      Sunday: '6PM-12AM',
    });
    expect(toOpeningHoursSpecification(hours)).toEqual([
      spec(['Friday'], '18:00', '02:00'),
      spec(['Saturday'], '12:00', '03:00'),
      spec(['Sunday'], '18:00', '00:00'),
    ]);
  });

  it('gives each specification its own dayOfWeek array', () => {
    const [first, second] = toOpeningHoursSpecification(
      parseOpeningHours({ Monday: '9-11AM, 1-5PM' }),
    );
    expect(first?.dayOfWeek).not.toBe(second?.dayOfWeek);
  });
});
