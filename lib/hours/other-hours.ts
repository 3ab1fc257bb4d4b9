import { normaliseOpeningHours } from './normalise';
import type { OpeningHoursText } from './types';

export type OtherHours = { label: string; hours: OpeningHoursText };

const MAX_WEEKS = 12;

function labelText(key: string) {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function readOtherHours(raw: string | undefined): { value?: OtherHours[]; error?: string } {
  if (raw === undefined || raw === '[]') return {};
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return { error: 'is not valid JSON' };
  }
  if (!Array.isArray(list)) return { error: 'must be a JSON list of labelled weeks' };
  const weeks: OtherHours[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    for (const [key, week] of Object.entries(item)) {
      const hours = normaliseOpeningHours(week);
      const label = labelText(key);
      if (hours && label && label.length <= 60) weeks.push({ label, hours });
    }
  }
  return weeks.length > 0 ? { value: weeks.slice(0, MAX_WEEKS) } : {};
}

export function storedOtherHours(value: unknown): OtherHours[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is OtherHours =>
      typeof item?.label === 'string' && typeof item?.hours === 'object' && item.hours !== null,
  );
}
