// The UK's bank holidays by rule: checks the shipped GOV.UK table and a refreshed one. One-off
// and moved holidays (a coronation, VE Day 2020) have no rule: the refresh script names them.
import type { BankHoliday, Division } from './bank-holidays';

const DAY_MS = 86_400_000;

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** Gregorian Easter Sunday (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

function mondayOnOrAfter(date: Date) {
  return addDays(date, (8 - date.getUTCDay()) % 7);
}

const firstMonday = (year: number, month: number) => mondayOnOrAfter(utc(year, month, 1));
const lastMonday = (year: number, month: number) => addDays(firstMonday(year, month + 1), -7);

type Fixed = { title: string; date: Date };

/** A weekend holiday moves to the next free weekday; weekday ones keep their day first (Boxing Day on a Monday stays). */
function withSubstitutes(days: Fixed[]): BankHoliday[] {
  const taken = new Set(days.filter((day) => !isWeekend(day.date)).map((day) => iso(day.date)));
  return days.map(({ title, date }) => {
    if (!isWeekend(date)) return { title, date: iso(date), notes: '' };
    let substitute = addDays(date, 1);
    while (isWeekend(substitute) || taken.has(iso(substitute))) substitute = addDays(substitute, 1);
    taken.add(iso(substitute));
    return { title, date: iso(substitute), notes: 'Substitute day' };
  });
}

const holiday = (title: string, date: Date): BankHoliday => ({ title, date: iso(date), notes: '' });

export function bankHolidaysByRule(division: Division, year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const scotland = division === 'scotland';
  const list: BankHoliday[] = [
    ...withSubstitutes([
      { title: 'New Year’s Day', date: utc(year, 1, 1) },
      ...(scotland ? [{ title: '2nd January', date: utc(year, 1, 2) }] : []),
    ]),
    ...(division === 'northern-ireland'
      ? withSubstitutes([{ title: 'St Patrick’s Day', date: utc(year, 3, 17) }])
      : []),
    holiday('Good Friday', addDays(easter, -2)),
    ...(scotland ? [] : [holiday('Easter Monday', addDays(easter, 1))]),
    holiday('Early May bank holiday', firstMonday(year, 5)),
    holiday('Spring bank holiday', lastMonday(year, 5)),
    ...(division === 'northern-ireland'
      ? withSubstitutes([
          { title: 'Battle of the Boyne (Orangemen’s Day)', date: utc(year, 7, 12) },
        ])
      : []),
    holiday('Summer bank holiday', scotland ? firstMonday(year, 8) : lastMonday(year, 8)),
    ...(scotland ? withSubstitutes([{ title: 'St Andrew’s Day', date: utc(year, 11, 30) }]) : []),
    ...withSubstitutes([
      { title: 'Christmas Day', date: utc(year, 12, 25) },
      { title: 'Boxing Day', date: utc(year, 12, 26) },
    ]),
  ];
  return list.sort((a, b) => a.date.localeCompare(b.date));
}
