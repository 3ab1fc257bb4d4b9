import { describe, expect, it } from 'vitest';
import { changeNotes, formatCheckedDate } from './changes';

const at = new Date('2026-03-03T10:00:00Z');

describe('changeNotes', () => {
  it('says in plain words what a visitor needs to know', () => {
    const notes = changeNotes(
      {
        openingHours: { old: { Monday: '9AM-5PM' }, new: { Monday: '8AM-4PM' } },
        phone: { old: '01 2345', new: '01 9999' },
        businessStatus: { old: 'OPERATIONAL', new: 'CLOSED_PERMANENTLY' },
      },
      at,
    );
    expect(notes.map((note) => note.text)).toEqual([
      'Now permanently closed',
      'Phone number changed on 3 Mar',
      'Opening hours changed on 3 Mar',
    ]);
  });

  it('leaves out what changes with every scrape', () => {
    const notes = changeNotes(
      {
        reviewCount: { old: 3, new: 10 },
        rating: { old: 4.1, new: 4.2 },
        photos: { old: [], new: ['x'] },
      },
      at,
    );
    expect(notes).toEqual([]);
  });

  it('names a temporary closure and a reopening with their day', () => {
    expect(
      changeNotes({ businessStatus: { old: 'OPERATIONAL', new: 'CLOSED_TEMPORARILY' } }, at)[0]!
        .text,
    ).toBe('Temporarily closed since 3 Mar');
    expect(
      changeNotes({ businessStatus: { old: 'CLOSED_TEMPORARILY', new: 'OPERATIONAL' } }, at)[0]!
        .text,
    ).toBe('Open again since 3 Mar');
  });
});

it('formats the checked date in UK time', () => {
  expect(formatCheckedDate(new Date('2026-03-12T23:30:00Z'))).toBe('12 Mar 2026');
  // Summer time: 23:30 UTC is already the next day in London.
  expect(formatCheckedDate(new Date('2026-07-12T23:30:00Z'))).toBe('13 Jul 2026');
});
