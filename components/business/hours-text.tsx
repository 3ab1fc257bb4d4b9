// A range never wraps inside ("9:00–17:30"), only between ranges (`.hours` in app/globals.css);
// separators are plain strings, not fragments, which the payload would spell out.
export function HoursText({ text }: { text: string }) {
  const ranges = text.split(', ');
  // One range is plain text: its cell is kept from wrapping by the stylesheet.
  if (ranges.length === 1) return text;
  return ranges.flatMap((range, index) => {
    const span = <span key={index}>{range}</span>;
    return index > 0 ? [', ', span] : [span];
  });
}
