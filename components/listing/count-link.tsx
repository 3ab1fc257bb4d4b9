import { formatCount } from '@/lib/format';

/** A link to a list with its size beside the name ("Leeds 1,204"), read as "… businesses". */
export function CountLink({
  href,
  label,
  count,
  className,
}: {
  href: string;
  label: string;
  count: number;
  className: string;
}) {
  return (
    <a href={href} className={className}>
      {label}
      <span>
        {formatCount(count)}
        <span className="sr-only"> businesses</span>
      </span>
    </a>
  );
}
