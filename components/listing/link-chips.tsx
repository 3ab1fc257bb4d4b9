import { innerHtml } from '@/components/ui/markup';
import { countLink, type CountedLink } from './count-link';

/** A titled row of links with counts (a category's towns, a town's services): a town lists
 * hundreds, so the row is one static element (components/ui/markup.ts). */
export function LinkChips({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: CountedLink[];
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12 phone-deferred [--phone-height:1000px]">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div
        className="chips"
        dangerouslySetInnerHTML={innerHtml(links.map((link) => countLink(link, 'chip')))}
      />
    </section>
  );
}
