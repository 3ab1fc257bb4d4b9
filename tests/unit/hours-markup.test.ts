import { describe, expect, it } from 'vitest';
import { hoursMarkup } from '@/components/business/hours-markup';
import { innerHtml } from '@/components/ui/markup';

describe('hoursMarkup', () => {
  it('leaves one range as text, for the stylesheet to keep on one line', () => {
    expect(innerHtml(hoursMarkup('9:00–17:30')).__html).toBe('9:00–17:30');
  });

  it('wraps each of several ranges so a line breaks only between them', () => {
    expect(innerHtml(hoursMarkup('9:00–12:00, 13:00–17:30')).__html).toBe(
      '<span>9:00–12:00</span>, <span>13:00–17:30</span>',
    );
  });
});
