import { DistrictList, districtMetadata } from '@/components/list-pages/district';
import { parsePage } from '@/lib/urls/pagination';

// `/city/{town}/{district}?page=N` as cached HTML, keyed by its path: proxy.ts rewrites the
// public URL here (lib/search/cached-lists.ts).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ name: string; district: string; page: string }> };

export async function generateMetadata(props: Props) {
  const { name, district, page } = await props.params;
  return districtMetadata(name, district, parsePage(page));
}

export default async function CachedDistrictPage(props: Props) {
  const { name, district, page } = await props.params;
  return <DistrictList name={name} district={district} page={parsePage(page)} />;
}
