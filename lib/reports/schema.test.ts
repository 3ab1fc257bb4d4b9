import { describe, expect, it } from 'vitest';
import { MIN_FILL_MS, looksAutomated } from './limits';
import { DETAILS_MAX } from './fields';
import { reportSchema } from './schema';

const ID = '0b7f1c52-3a0e-4b6e-9a55-1f0e7f3c2a11';

describe('reportSchema', () => {
  it('keeps details as plain text: line breaks stay, control characters go, empty is null', () => {
    const parsed = reportSchema.parse({
      businessId: ID,
      reason: 'wrong_phone',
      details: '  Rang <b>twice</b>\r\nno answer\u0007  ',
      email: '',
    });
    expect(parsed).toEqual({
      businessId: ID,
      reason: 'wrong_phone',
      details: 'Rang <b>twice</b>\nno answer',
      email: null,
    });
    expect(
      reportSchema.parse({ businessId: ID, reason: 'other', details: '', email: '' }).details,
    ).toBeNull();
  });

  it('refuses an unknown reason, a bad e-mail and over-long details, naming the field', () => {
    const issues = (input: object) =>
      reportSchema
        .safeParse({ businessId: ID, reason: 'other', details: '', email: '', ...input })
        .error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ reason: 'haunted' })).toEqual(['reason']);
    expect(issues({ email: 'not-an-address' })).toEqual(['email']);
    expect(issues({ details: 'x'.repeat(DETAILS_MAX + 1) })).toEqual(['details']);
    expect(issues({ details: 'x'.repeat(DETAILS_MAX) })).toBeUndefined();
    expect(issues({ businessId: 'nope' })).toEqual(['businessId']);
  });
});

describe('looksAutomated', () => {
  const now = 1_800_000_000_000;
  it('takes a filled honeypot or a form sent too soon (or with no stamp) for a bot', () => {
    expect(looksAutomated('', now - MIN_FILL_MS - 1, now)).toBe(false);
    expect(looksAutomated('https://spam.example', now - 60_000, now)).toBe(true);
    expect(looksAutomated('', now - MIN_FILL_MS + 1, now)).toBe(true);
    expect(looksAutomated('', Number.NaN, now)).toBe(true);
  });
});
