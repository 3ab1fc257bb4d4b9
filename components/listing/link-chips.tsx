import { formatCount } from '@/lib/format';

export type ChipLink = { href: string; label: string; count: number };

/** A titled row of links with counts, e.g. a category's towns or a town's services. */
export function LinkChips({ id, title, links }: { id: string; title: string; links: ChipLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-700"
            >
              {link.label}
              <span className="text-slate-600">
                {formatCount(link.count)}
                <span className="sr-only"> businesses</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
