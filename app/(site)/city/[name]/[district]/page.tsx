import { DistrictList, districtMetadata } from '@/components/list-pages/district';

// Cached HTML like every list page; `?page=N` is app/(site)/cached-list/district.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ name: string; district: string }> };

export async function generateMetadata(props: Props) {
  const { name, district } = await props.params;
  return districtMetadata(name, district, 1);
}

export default async function DistrictPage(props: Props) {
  const { name, district } = await props.params;
  return <DistrictList name={name} district={district} page={1} />;
}
