import { BrowseList, browseMetadata } from '@/components/list-pages/browse';
import { parseBrowseParams } from '@/lib/search/browse-params';
import { searchKey } from '@/lib/search/query';
import { gatedSearch } from '@/lib/search/search-businesses';
import { pageWindow } from '@/lib/urls/pagination';

// Cached HTML (ISR), refreshed at most 5 minutes later or on the next request after an admin
// write. With a query, app/(site)/cached-list/browse/[key] serves it (docs/caching.md).
export const revalidate = 300;

const PLAIN = {
  params: parseBrowseParams({}),
  search: () => gatedSearch(searchKey({}, pageWindow(1))),
};

export function generateMetadata() {
  return browseMetadata(PLAIN);
}

export default function BrowsePage() {
  return <BrowseList {...PLAIN} />;
}
