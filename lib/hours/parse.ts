import { parseDayKey } from './days';
import { mergeIntervals } from './intervals';
import { cleanHoursText, parseDayText } from './parse-day';
import { DAYS, type Day, type Interval, type WeeklyHours } from './types';

export type HoursReading =
  { kind: 'hours'; hours: WeeklyHours } | { kind: 'empty' } | { kind: 'invalid'; error: string };

const EMPTY: HoursReading = { kind: 'empty' };
const invalid = (error: string): HoursReading => ({ kind: 'invalid', error });

const EMPTY_MARKERS = new Set(['', 'none', 'null', 'nan', 'n/a', 'na', '-', '--', 'undefined']);

// A cap keeps every parse cheap.
const MAX_HOURS_TEXT = 2_000;
const TOO_LONG = `Opening hours must be at most ${MAX_HOURS_TEXT} characters`;

function normalise(text: string): string {
  return text.replace(/[^\S\r\n]+/g, ' ').replace(/ ?[\r\n]+ ?/g, '\n');
}

const NO_WEEKDAY =
  'Opening hours name no weekday (expected e.g. {"Monday": "9AM-5PM"} or "Monday:9AM-5PM|Tuesday:Closed")';

class Week {
  private readonly days = new Map<Day, Interval[]>();
  private readonly unreadable: string[] = [];
  private sawDay = false;

  add(
    days: Day[],
    intervals: readonly Interval[] | 'unknown' | null,
    source: string,
    raw: string,
  ): void {
    this.sawDay = true;
    if (intervals === 'unknown') return;
    if (intervals === null) {
      this.unreadable.push(`${source}: ${JSON.stringify(truncate(raw))}`);
      return;
    }
    // A day listed twice is open whenever either entry says so.
    for (const day of days) this.days.set(day, [...(this.days.get(day) ?? []), ...intervals]);
  }

  unrecognised(segment: string): void {
    this.unreadable.push(JSON.stringify(truncate(segment)));
  }

  /** Unreadable days stay unknown, so one odd day ("By appointment") does not throw away six good ones. */
  result(): HoursReading {
    if (this.days.size > 0) {
      const hours: WeeklyHours = {};
      for (const day of DAYS) {
        const intervals = this.days.get(day);
        if (intervals) hours[day] = mergeIntervals(intervals);
      }
      return { kind: 'hours', hours };
    }
    const first = this.unreadable[0];
    if (this.sawDay && first) return invalid(`Could not read the opening hours for ${first}`);
    if (this.sawDay) return EMPTY;
    return invalid(first ? `${NO_WEEKDAY}; got ${first}` : NO_WEEKDAY);
  }
}

function truncate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeType(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function readJsonDayValue(value: unknown): Interval[] | 'unknown' | null {
  if (value === null || value === undefined) return 'unknown';
  const texts = Array.isArray(value) ? value : [value];
  const nonEmpty = texts.filter((t) => !(typeof t === 'string' && t.trim() === ''));
  if (nonEmpty.length === 0) return 'unknown';
  const intervals: Interval[] = [];
  for (const text of nonEmpty) {
    if (typeof text !== 'string' || text.length > MAX_HOURS_TEXT) return null;
    const parsed = parseDayText(normalise(text));
    if (!parsed) return null;
    intervals.push(...parsed);
  }
  return intervals;
}

function readObject(record: Record<string, unknown>): HoursReading {
  const entries = Object.entries(record);
  if (entries.length === 0) return EMPTY;
  const week = new Week();
  const ignoredKeys: string[] = [];
  for (const [key, value] of entries) {
    const days = key.length > MAX_HOURS_TEXT ? null : parseDayKey(normalise(key));
    if (!days) {
      ignoredKeys.push(key);
      continue;
    }
    const raw = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    week.add(days, readJsonDayValue(value), key, raw);
  }
  const reading = week.result();
  if (reading.kind === 'invalid' && ignoredKeys.length === entries.length) {
    return invalid(`${NO_WEEKDAY}; got keys ${truncate(ignoredKeys.join(', '))}`);
  }
  return reading;
}

function readCsvDayValue(rest: string): readonly Interval[] | null {
  const cells = rest.split(',').map((cell) => cell.trim());
  if (cells.every((cell) => cell === '')) return [];
  const whole = parseDayText(rest);
  if (whole) return whole;
  if (cells.length % 2 !== 0) return null;
  const ranges: string[] = [];
  for (let i = 0; i < cells.length; i += 2) ranges.push(`${cells[i]}-${cells[i + 1]}`);
  return parseDayText(ranges.join(','));
}

const DAY_SEGMENT_SPLIT =
  /\s*(?:\||\r?\n|\r|;(?=\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*(?:[:,-]|\s|to\b)))\s*/i;

function readDayLines(text: string): HoursReading {
  const week = new Week();
  for (const segment of text.split(DAY_SEGMENT_SPLIT)) {
    if (segment.trim() === '') continue;

    const csv = /^([a-z.]+)\s*,(.*)$/is.exec(segment);
    const csvDays = csv ? parseDayKey(csv[1] ?? '') : null;
    if (csv && csvDays) {
      week.add(csvDays, readCsvDayValue(csv[2] ?? ''), csv[1] ?? '', segment);
      continue;
    }

    const colon = segment.indexOf(':');
    const colonDays = colon > 0 ? parseDayKey(segment.slice(0, colon)) : null;
    if (colonDays) {
      const value = segment.slice(colon + 1);
      const intervals = cleanHoursText(value) === '' ? 'unknown' : parseDayText(value);
      week.add(colonDays, intervals, segment.slice(0, colon).trim(), value.trim());
      continue;
    }

    const spaced = /^([a-z.]+(?:\s*(?:[-\u2013\u2014]|\bto\b)\s*[a-z.]+)?)\s+(\S.*)$/is.exec(
      segment,
    );
    const spacedDays = spaced ? parseDayKey(spaced[1] ?? '') : null;
    if (spaced && spacedDays) {
      week.add(spacedDays, parseDayText(spaced[2] ?? ''), spaced[1] ?? '', spaced[2] ?? '');
      continue;
    }

    week.unrecognised(segment.trim());
  }
  return week.result();
}

function readText(text: string): HoursReading {
  if (text.length > MAX_HOURS_TEXT) return invalid(TOO_LONG);
  const trimmed = normalise(text.replace(/^\ufeff/, '')).trim();
  if (EMPTY_MARKERS.has(trimmed.toLowerCase())) return EMPTY;
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return invalid('Opening hours look like JSON but are not valid JSON');
    }
    return readValue(parsed, false);
  }
  return readDayLines(trimmed);
}

function readValue(value: unknown, textAllowed: boolean): HoursReading {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'string') {
    // A JSON string that decodes to another string is double-encoded garbage, not hours.
    return textAllowed ? readText(value) : invalid(NO_WEEKDAY);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    if (value.every((item): item is string => typeof item === 'string')) {
      const lines = value.join('\n');
      return lines.length > MAX_HOURS_TEXT ? invalid(TOO_LONG) : readDayLines(normalise(lines));
    }
    return invalid('Opening hours must be a map of weekdays or a list of "Day: hours" lines');
  }
  if (isRecord(value)) return readObject(value);
  return invalid(`Opening hours must be text or a map of weekdays, not ${describeType(value)}`);
}

// Never throws, a hostile object's getters included.
export function readOpeningHours(input: unknown): HoursReading {
  try {
    return readValue(input, true);
  } catch {
    return invalid('Opening hours could not be read');
  }
}

const parsedHours = new WeakMap<object, WeeklyHours | null>();

/** Every Outscraper shape, read once per stored object; null for empty or unreadable input. */
export function parseOpeningHours(input: unknown): WeeklyHours | null {
  if (typeof input === 'object' && input !== null) {
    if (!parsedHours.has(input)) parsedHours.set(input, readHours(input));
    return parsedHours.get(input)!;
  }
  return readHours(input);
}

function readHours(input: unknown): WeeklyHours | null {
  const reading = readOpeningHours(input);
  return reading.kind === 'hours' ? reading.hours : null;
}
