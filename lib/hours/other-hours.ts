import { normaliseOpeningHours } from './normalise';
import type { OpeningHoursText } from './types';

/** A labelled week beside the main hours ("Kitchen", "Delivery", "Happy hours"). */
export type OtherHours = { label: string; hours: OpeningHoursText };

const MAX_WEEKS = 12;

/** "online_service_hours" -> "Online service hours". */
function labelText(key: string) {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Outscraper's `other_hours`: a JSON list of `{ "<label>": { "<Day>": "<hours>" } }`. Each
 * week is read with the main hours' rules; a week that does not read is left out. Returns
 * undefined for an empty list and an error when the cell is not such a list at all.
 */
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

/** The stored value back as a list (anything else reads as none). */
export function storedOtherHours(value: unknown): OtherHours[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is OtherHours =>
      typeof item?.label === 'string' && typeof item?.hours === 'object' && item.hours !== null,
  );
}
