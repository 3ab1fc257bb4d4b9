import { CityList, cityMetadata } from '@/components/list-pages/city';
import { parsePage } from '@/lib/urls/pagination';

// `/city/{name}?page=N` as cached HTML, keyed by its path: proxy.ts rewrites the public URL
// here (lib/search/cached-lists.ts).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ name: string; page: string }> };

export async function generateMetadata(props: Props) {
  const { name, page } = await props.params;
  return cityMetadata(name, parsePage(page));
}

export default async function CachedCityPage(props: Props) {
  const { name, page } = await props.params;
  return <CityList name={name} page={parsePage(page)} />;
}
