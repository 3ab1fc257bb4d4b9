import { LandingList, landingMetadata } from '@/components/list-pages/landing';

// "Plumbers in Leeds": a category (group or specific) within one town. Cached HTML like the
// category page; `?page=N` is app/(site)/cached-list/landing/[slug]/[city]/[page].
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string; city: string }> };

export async function generateMetadata(props: Props) {
  const { slug, city } = await props.params;
  return landingMetadata(slug, city, 1);
}

export default async function LandingPage(props: Props) {
  const { slug, city } = await props.params;
  return <LandingList slug={slug} city={city} page={1} />;
}
