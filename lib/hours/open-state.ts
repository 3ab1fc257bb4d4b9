import { bankHolidayOn, divisionOf, type BankHoliday } from './bank-holidays';
import { isOpenAt, localDate, wallClock } from './open-now';
import { parseOpeningHours } from './parse';
import { specialHoursOn, type SpecialHours } from './special-hours';
import type { OpeningHoursText } from './types';

export type OpenStateSubject = {
  openingHours: OpeningHoursText;
  timeZone?: string | null;
  businessStatus: 'OPERATIONAL' | 'CLOSED_TEMPORARILY' | 'CLOSED_PERMANENTLY';
  zipCode?: string | null;
  country?: string | null;
  /** The admin's date-ranged hours; absent where a list did not load them. */
  specialHours?: readonly SpecialHours[];
};

export type OpenState =
  | { kind: 'CLOSED_TEMPORARILY' | 'CLOSED_PERMANENTLY' }
  | { kind: 'open' | 'closed'; special?: SpecialHours }
  | { kind: 'closed-today'; special: SpecialHours }
  | { kind: 'bank-holiday'; holiday: BankHoliday };

// One precedence for badge, page and search (docs/data-quality.md): closure, special hours,
// "may differ" on a bank holiday when usually open, usual hours; null when hours do not say.
export function openStateAt(business: OpenStateSubject, at: Date): OpenState | null {
  if (business.businessStatus !== 'OPERATIONAL') return { kind: business.businessStatus };
  const timeZone = business.timeZone ?? undefined;
  const special = specialHoursOn(business.specialHours, localDate(at, timeZone));
  if (special) {
    if (special.intervals.length === 0) return { kind: 'closed-today', special };
    const { minutes } = wallClock(at, timeZone);
    const open = special.intervals.some((i) => i.open <= minutes && minutes < i.close);
    return { kind: open ? 'open' : 'closed', special };
  }
  const open = isOpenAt(parseOpeningHours(business.openingHours), at, timeZone);
  if (open === null) return null;
  const holiday = open ? bankHolidayOn(divisionOf(business), at) : null;
  if (holiday) return { kind: 'bank-holiday', holiday };
  return { kind: open ? 'open' : 'closed' };
}
