import { CountLink } from './count-link';

export type ChipLink = { href: string; label: string; count: number };

/** A titled row of links with counts (a category's towns, a town's services): a town lists
 * hundreds, each element hydrated on load, so the links sit in the row without list items. */
export function LinkChips({ id, title, links }: { id: string; title: string; links: ChipLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="chips">
        {links.map((link) => (
          <CountLink key={link.href} {...link} className="chip" />
        ))}
      </div>
    </section>
  );
}
