import { innerHtml, markup } from '@/components/ui/markup';
import type { Crumb } from '@/lib/seo/structured-data';

/** The visible trail; the same crumbs feed the BreadcrumbList JSON-LD. `.crumbs` draws the slashes.
 * The items are one static element (components/ui/markup.ts), hydrated as one node. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const items = crumbs.map((crumb, index) =>
    index === crumbs.length - 1
      ? markup`<li><span aria-current="page">${crumb.name}</span></li>`
      : markup`<li><a href="${crumb.path}">${crumb.name}</a></li>`,
  );
  return (
    <nav aria-label="Breadcrumb" className="crumbs">
      <ol dangerouslySetInnerHTML={innerHtml(items)} />
    </nav>
  );
}
