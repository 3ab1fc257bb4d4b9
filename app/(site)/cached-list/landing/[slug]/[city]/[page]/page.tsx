import { LandingList, landingMetadata } from '@/components/list-pages/landing';
import { parsePage } from '@/lib/urls/pagination';

// `/category/{slug}/{city}?page=N` as cached HTML, keyed by its path: proxy.ts rewrites the
// public URL here (lib/search/cached-lists.ts).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string; city: string; page: string }> };

export async function generateMetadata(props: Props) {
  const { slug, city, page } = await props.params;
  return landingMetadata(slug, city, parsePage(page));
}

export default async function CachedLandingPage(props: Props) {
  const { slug, city, page } = await props.params;
  return <LandingList slug={slug} city={city} page={parsePage(page)} />;
}
