import { DAYS, type Day } from './types';

const ALIASES: Record<Day, readonly string[]> = {
  Monday: ['mon'],
  Tuesday: ['tue', 'tues'],
  Wednesday: ['wed', 'weds'],
  Thursday: ['thu', 'thur', 'thurs'],
  Friday: ['fri'],
  Saturday: ['sat'],
  Sunday: ['sun'],
};

const BY_NAME = new Map<string, Day>();
for (const day of DAYS) {
  const full = day.toLowerCase();
  for (const name of [full, `${full}s`, ...ALIASES[day]]) BY_NAME.set(name, day);
}

function singleDay(word: string): Day | null {
  return BY_NAME.get(word.trim().toLowerCase().replace(/\.$/, '')) ?? null;
}

/** "Monday (Bank holiday)" carries special hours, not the regular week: null. */
export function parseDayKey(key: string): Day[] | null {
  const cleaned = key
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .trim()
    .toLowerCase();
  const one = singleDay(cleaned);
  if (one) return [one];
  const span = /^([a-z]+\.?)\s*(?:-|\bto\b|\bthrough\b)\s*([a-z]+\.?)$/.exec(cleaned);
  if (!span) return null;
  const from = singleDay(span[1] ?? '');
  const to = singleDay(span[2] ?? '');
  if (!from || !to) return null;
  const days: Day[] = [];
  for (let i = DAYS.indexOf(from); ; i = (i + 1) % DAYS.length) {
    const day = DAYS[i];
    if (!day) break;
    days.push(day);
    if (day === to) break;
  }
  return days;
}

export function previousDay(day: Day): Day {
  return DAYS[(DAYS.indexOf(day) + DAYS.length - 1) % DAYS.length] ?? 'Sunday';
}
