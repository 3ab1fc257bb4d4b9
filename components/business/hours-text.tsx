// A range never wraps inside ("9:00–17:30"), only between ranges; separators are plain strings,
// not fragments, which the payload would spell out.
export function HoursText({ text }: { text: string }) {
  return text.split(', ').flatMap((range, index) => {
    const span = (
      <span key={index} className="whitespace-nowrap">
        {range}
      </span>
    );
    return index > 0 ? [', ', span] : [span];
  });
}
