// UK bank holidays by division, from GOV.UK's published list shipped in the repository
// (data/bank-holidays, Open Government Licence; `npm run data:bank-holidays -- <file>` refreshes
// it): no network at run time.
import { z } from 'zod';
import { UK_COUNTRY } from '@/lib/geo/country';
import { localDate } from './open-now';
import published from '@/data/bank-holidays/bank-holidays.json';

export const DIVISIONS = ['england-and-wales', 'scotland', 'northern-ireland'] as const;
export type Division = (typeof DIVISIONS)[number];

const holidaySchema = z.object({
  title: z.string().min(1),
  date: z.iso.date(),
  notes: z.string(),
});
export type BankHoliday = z.infer<typeof holidaySchema>;

/** GOV.UK's bank-holidays.json shape (its `bunting` flag is not needed here). */
export const govUkFileSchema = z.object(
  Object.fromEntries(
    DIVISIONS.map((division) => [
      division,
      z.object({ division: z.literal(division), events: z.array(holidaySchema) }),
    ]),
  ) as Record<
    Division,
    z.ZodObject<{ division: z.ZodLiteral<Division>; events: z.ZodArray<typeof holidaySchema> }>
  >,
);

const table = govUkFileSchema.parse(published);
const byDate = new Map(
  DIVISIONS.map((division) => [
    division,
    new Map(table[division].events.map((event) => [event.date, event])),
  ]),
);

export const bankHolidays = (division: Division): readonly BankHoliday[] => table[division].events;

// Postcode areas wholly or mostly in Scotland (TD's English districts are below).
export const SCOTTISH_AREAS = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
]);
// Berwick-upon-Tweed and Cornhill-on-Tweed: TD districts on the English side of the border.
export const ENGLISH_TD_DISTRICTS = new Set(['TD12', 'TD15']);

/** The division whose bank holidays a business keeps: BT is Northern Ireland, Scottish areas Scotland. */
export function divisionOf(place: {
  zipCode?: string | null;
  country?: string | null;
}): Division | null {
  if (place.country && !UK_COUNTRY.test(place.country.trim())) return null;
  const outward = /^([A-Z]{1,2})(\d[A-Z\d]?)/.exec(
    (place.zipCode ?? '').toUpperCase().replace(/\s+/g, ''),
  );
  if (!outward) return 'england-and-wales';
  const [, area, district] = outward;
  if (area === 'TD' && ENGLISH_TD_DISTRICTS.has(`${area}${district!.replace(/[A-Z]$/, '')}`))
    return 'england-and-wales';
  return areaDivision(area!);
}

/** A postcode area's division; TD's English districts are divisionOf's exception. */
export function areaDivision(area: string): Division {
  if (area === 'BT') return 'northern-ireland';
  return SCOTTISH_AREAS.has(area) ? 'scotland' : 'england-and-wales';
}

/** The UK calendar date of an instant, "2026-12-25". */
export const ukDate = (at: Date) => localDate(at, 'Europe/London');

export function bankHolidayOn(division: Division | null, at: Date): BankHoliday | null {
  if (!division) return null;
  return byDate.get(division)!.get(ukDate(at)) ?? null;
}

/** The next bank holiday of the division from today (inclusive) within `days`, or null. */
export function upcomingBankHoliday(division: Division | null, at: Date, days = 14) {
  if (!division) return null;
  const today = ukDate(at);
  const last = ukDate(new Date(at.getTime() + days * 86_400_000));
  return bankHolidays(division).find((event) => event.date >= today && event.date <= last) ?? null;
}
