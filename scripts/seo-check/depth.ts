// Click depth of a detail page from `/` over indexable pages, searched breadth-first through
// the pages that can lead to it (a full crawl is out of reach at 1M): an upper bound.
import { slugify } from '@/lib/slug';
import { isHtml, type Page, type PageCache } from './fetch-page';

type Place = { town: string; district: string | null };

/** The town and postcode of the business's address in its JSON-LD, as the lists key them. */
function placeOf(detail: Page): Place | null {
  let town: string | null = null;
  let postcode: string | null = null;
  for (const block of detail.jsonLd) {
    const address = block.address as { postalCode?: string; addressLocality?: string } | undefined;
    if (address?.addressLocality) town = slugify(address.addressLocality);
    if (address?.postalCode) postcode = address.postalCode;
  }
  if (!town) return null;
  const district = postcode ? postcode.trim().split(/\s+/)[0]!.toLowerCase() : null;
  return { town, district };
}

/** The `/cities/{segment}` page listing a town, from its slug (lib/urls/city-initials.ts). */
const initialSegment = (town: string) => (/^[a-z]/.test(town) ? town[0]! : '0-9');

/** Lower runs first within a level: the district's hub, then the town's pages, then `/cities`. */
function priority(url: string, place: Place): number | null {
  const { pathname } = new URL(url);
  if (place.district && pathname === `/city/${place.town}/${place.district}`) return 0;
  if (pathname === `/city/${place.town}`) return 1;
  if (pathname === '/cities' || pathname === `/cities/${initialSegment(place.town)}`) return 2;
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
  if (!place) return { depth: null, reason: 'no town in its address' };
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
