export type FieldChanges = Record<string, { old: unknown; new: unknown }>;

export type ChangeNote = { text: string; date: string };

const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const UK_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});

export const formatCheckedDate = (date: Date) => UK_DATE.format(date);

// Ratings, photos and coordinates change with every scrape and say nothing a visitor needs told.
const FIELD_NOTES: readonly [string, string][] = [
  ['name', 'Name changed'],
  ['phone', 'Phone number changed'],
  ['address', 'Address changed'],
  ['website', 'Website changed'],
  ['openingHours', 'Opening hours changed'],
  ['specialHours', 'Special opening hours changed'],
  ['category', 'Category changed'],
];

function statusNote(status: unknown, day: string) {
  if (status === 'CLOSED_PERMANENTLY') return 'Now permanently closed';
  if (status === 'CLOSED_TEMPORARILY') return `Temporarily closed since ${day}`;
  return `Open again since ${day}`;
}

export function changeNotes(changes: FieldChanges, changedAt: Date): ChangeNote[] {
  const day = UK_DAY.format(changedAt);
  const date = changedAt.toISOString();
  const notes: ChangeNote[] = [];
  if (changes.businessStatus)
    notes.push({ text: statusNote(changes.businessStatus.new, day), date });
  for (const [field, text] of FIELD_NOTES)
    if (changes[field]) notes.push({ text: `${text} on ${day}`, date });
  return notes;
}
