import { BrowseList, browseMetadata } from '@/components/list-pages/browse';
import { browseParamsFromKey, openAtFromKey } from '@/lib/search/browse-params';

// `/businesses` with a query as cached HTML, keyed by its canonical query: proxy.ts rewrites
// the public URL here (lib/search/cached-lists.ts).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ key: string }> };

async function browseArgs(props: Props) {
  const { key } = await props.params;
  return { params: browseParamsFromKey(key), openAt: openAtFromKey(key) };
}

export async function generateMetadata(props: Props) {
  return browseMetadata(await browseArgs(props));
}

export default async function CachedBrowsePage(props: Props) {
  return <BrowseList {...await browseArgs(props)} />;
}
