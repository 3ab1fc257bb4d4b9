import { bankHolidayOn, divisionOf, type BankHoliday } from './bank-holidays';
import { isOpenAt } from './open-now';
import { parseOpeningHours } from './parse';
import type { OpeningHoursText } from './types';

export type OpenStateSubject = {
  openingHours: OpeningHoursText;
  timeZone?: string | null;
  businessStatus: 'OPERATIONAL' | 'CLOSED_TEMPORARILY' | 'CLOSED_PERMANENTLY';
  zipCode?: string | null;
  country?: string | null;
};

export type OpenState =
  | { kind: 'open' | 'closed' | 'CLOSED_TEMPORARILY' | 'CLOSED_PERMANENTLY' }
  | { kind: 'bank-holiday'; holiday: BankHoliday };

/** A closure first; on its division's bank holiday, usual open hours only "may differ"; null when hours do not say. */
export function openStateAt(business: OpenStateSubject, at: Date): OpenState | null {
  if (business.businessStatus !== 'OPERATIONAL') return { kind: business.businessStatus };
  const open = isOpenAt(
    parseOpeningHours(business.openingHours),
    at,
    business.timeZone ?? undefined,
  );
  if (open === null) return null;
  const holiday = open ? bankHolidayOn(divisionOf(business), at) : null;
  if (holiday) return { kind: 'bank-holiday', holiday };
  return { kind: open ? 'open' : 'closed' };
}
