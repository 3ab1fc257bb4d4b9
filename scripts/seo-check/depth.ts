// Click depth of a detail page from `/`, through indexable pages only.
//
// A crawl of every list page is out of reach at a million businesses (tens of thousands of
// pages), so each sampled page is searched for breadth-first over the links that can lead to
// it: `/cities`, its town's pages and its postcode district's hub (named by the page's own
// breadcrumb and address). That subgraph is part of the site, so the depth found is an upper
// bound of the true one, and exact whenever the shortest path runs through it.
import { isHtml, type Page, type PageCache } from './fetch-page';

type Place = { town: string; district: string | null };

function placeOf(detail: Page): Place | null {
  let town: string | null = null;
  let postcode: string | null = null;
  for (const block of detail.jsonLd) {
    const crumbs = (block.itemListElement ?? []) as { item?: string }[];
    if (block['@type'] === 'BreadcrumbList') {
      for (const crumb of crumbs) {
        const match = /\/city\/([^/?#]+)$/.exec(crumb.item ?? '');
        if (match) town = match[1]!;
      }
    }
    const address = block.address as { postalCode?: string } | undefined;
    if (address?.postalCode) postcode = address.postalCode;
  }
  if (!town) return null;
  const district = postcode ? postcode.trim().split(/\s+/)[0]!.toLowerCase() : null;
  return { town, district };
}

/** Lower runs first within a level: the district's hub, then the town's pages, then `/cities`. */
function priority(url: string, place: Place): number | null {
  const { pathname } = new URL(url);
  if (place.district && pathname === `/city/${place.town}/${place.district}`) return 0;
  if (pathname === `/city/${place.town}`) return 1;
  if (pathname === '/cities') return 2;
  return null;
}

export async function clickDepth(
  base: string,
  target: string,
  pages: PageCache,
  maxDepth: number,
  batch: number,
): Promise<{ depth: number | null; reason?: string }> {
  const detail = await pages.get(target);
  if (!isHtml(detail)) return { depth: null, reason: `answers ${detail.status}` };
  const place = placeOf(detail);
  if (!place) return { depth: null, reason: 'no town in its breadcrumb' };
  const seen = new Set<string>([`${base}/`]);
  let level = [`${base}/`];
  // Looking one level further than allowed tells "6" from "not found".
  for (let depth = 0; depth <= maxDepth && level.length; depth++) {
    level.sort((a, b) => priority(a, place)! - priority(b, place)!);
    const next: string[] = [];
    for (let i = 0; i < level.length; i += batch) {
      const fetched = await Promise.all(level.slice(i, i + batch).map((url) => pages.get(url)));
      for (const page of fetched) {
        if (!isHtml(page) || page.noindex) continue;
        if (page.links.includes(target)) return { depth: depth + 1 };
        for (const link of page.links) {
          if (seen.has(link) || priority(link, place) === null) continue;
          seen.add(link);
          next.push(link);
        }
      }
    }
    level = next;
  }
  return { depth: null, reason: `not found within ${maxDepth + 1} clicks` };
}
