import { cache } from 'react';
import { BrowseList, browseMetadata } from '@/components/list-pages/browse';
import { browseParamsFromKey } from '@/lib/search/browse-params';
import { searchKeyOfSegment } from '@/lib/search/query';
import { gatedSearch } from '@/lib/search/search-businesses';

// `/businesses` with a query as cached HTML, keyed by its canonical query: proxy.ts rewrites
// the public URL here (lib/search/cached-lists.ts).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ key: string }> };

/** One object per request, so BrowseList's cached read runs its search once (docs/search.md). */
const browseArgs = cache((segment: string) => ({
  params: browseParamsFromKey(segment),
  search: () => gatedSearch(searchKeyOfSegment(segment)),
}));

export async function generateMetadata(props: Props) {
  return browseMetadata(browseArgs((await props.params).key));
}

export default async function CachedBrowsePage(props: Props) {
  return <BrowseList {...browseArgs((await props.params).key)} />;
}
