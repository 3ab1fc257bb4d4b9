import { DAYS, type Day } from '@/lib/hours';

const PROPER_WORDS = new Set(
  (
    'African American Asian Australian Bangladeshi Brazilian British Cantonese Caribbean Chinese ' +
    'Cuban English European French Georgian German Greek Indian Indonesian Irish Italian ' +
    'Jamaican Japanese Korean Kurdish Latin Lebanese Malaysian Mediterranean Mexican Middle ' +
    'Moroccan Nepalese Pakistani Persian Peruvian Polish Portuguese Punjabi Russian Scottish ' +
    'Sichuan Spanish Sri Syrian Thai Turkish Vietnamese Welsh Christian Catholic Islamic Jewish ' +
    'Hindu Sikh Buddhist Anglican Methodist Baptist'
  ).split(' '),
);

const runningText = new Map<string, string>();
const RUNNING_TEXT_CACHE_LIMIT = 10_000;

/** Acronyms, mixed case and proper adjectives keep their capitals; memoised over a small vocabulary. */
export function inSentence(text: string): string {
  let result = runningText.get(text);
  if (result === undefined) {
    const trimmed = text.trim().replace(/\s+/g, ' ');
    const [first = '', ...rest] = trimmed.split(' ');
    result =
      PROPER_WORDS.has(first) || /[A-Z]/.test(first.slice(1))
        ? trimmed
        : [first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ');
    if (runningText.size >= RUNNING_TEXT_CACHE_LIMIT) runningText.clear();
    runningText.set(text, result);
  }
  return result;
}

export function withArticle(noun: string): string {
  const lower = noun.toLowerCase();
  const acronym = /^[A-Z]{2,}\b/.exec(noun)?.[0];
  const vowelSound = acronym
    ? /^[AEFHILMNORSX]/.test(acronym)
    : /^[aeiou]/.test(lower) && !/^(uni|use|usu|uti|eu|one|once)/.test(lower);
  const hourLike = /^(hour|honest|honou?r|heir)/.test(lower);
  return `${vowelSound || hourLike ? 'an' : 'a'} ${noun}`;
}

export function pluralise(noun: string): string {
  const match = /^(.*?)(\S+)$/.exec(noun);
  if (!match) return noun;
  const [, head = '', word = ''] = match;
  const lower = word.toLowerCase();
  let plural: string;
  if (/(s|x|z|ch|sh)$/.test(lower)) plural = /(ss|x|z|ch|sh)$/.test(lower) ? `${word}es` : word;
  else if (/[^aeiou]y$/.test(lower)) plural = `${word.slice(0, -1)}ies`;
  else plural = `${word}s`;
  return `${head}${plural}`;
}

// No Oxford comma, as British style prefers.
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Minutes from midnight as British clock text: "8am", "5.30pm", "midday", "midnight". */
export function clockTime(minutes: number): string {
  const ofDay = ((minutes % 1440) + 1440) % 1440;
  if (ofDay === 0) return 'midnight';
  if (ofDay === 720) return 'midday';
  const hour = Math.floor(ofDay / 60);
  const minute = ofDay % 60;
  const clock = `${hour % 12 || 12}${minute ? `.${String(minute).padStart(2, '0')}` : ''}`;
  return `${clock}${hour < 12 ? 'am' : 'pm'}`;
}

/** A run of three or more days reads as a span ("Monday to Friday"), others as a list. */
export function dayList(days: readonly Day[]): string {
  const ordered = DAYS.filter((day) => days.includes(day));
  if (ordered.length === 7) return 'every day';
  const runs: Day[][] = [];
  for (const day of ordered) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && DAYS.indexOf(day) === DAYS.indexOf(last) + 1) run.push(day);
    else runs.push([day]);
  }
  return joinList(
    runs.flatMap((run) =>
      run.length >= 3 ? [`${run[0]} to ${run[run.length - 1]}`] : run.map((day) => day),
    ),
  );
}

/** Counts words as readers (and the length rule) do: runs of non-space characters. */
export function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const space = code === 32 || (code >= 9 && code <= 13) || code === 160;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}
