import { CityList, cityMetadata } from '@/components/list-pages/city';

// Cached HTML like every list page: rendered on first request, then served from the cache for
// up to 5 minutes or until an admin write; `?page=N` is app/(site)/cached-list/city/[name]/[page].
// `/city/Leeds` and `/city/leeds` both work (two cache entries); the lower-case slug is canonical.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ name: string }> };

export async function generateMetadata(props: Props) {
  return cityMetadata((await props.params).name, 1);
}

export default async function CityPage(props: Props) {
  return <CityList name={(await props.params).name} page={1} />;
}
