import { markup, type Markup } from '@/components/ui/markup';

// A range never wraps inside ("9:00–17:30"), only between ranges (`.hours` in app/globals.css);
// one range is plain text, kept from wrapping by the stylesheet.
export function hoursMarkup(text: string): Markup {
  const ranges = text.split(', ');
  if (ranges.length === 1) return markup`${text}`;
  return markup`${ranges.map((range, index) => markup`${index > 0 ? ', ' : ''}<span>${range}</span>`)}`;
}
