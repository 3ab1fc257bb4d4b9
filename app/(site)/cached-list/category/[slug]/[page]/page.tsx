import { CategoryList, categoryMetadata } from '@/components/list-pages/category';
import { parsePage } from '@/lib/urls/pagination';

// `/category/{slug}?page=N` as cached HTML, keyed by its path: proxy.ts rewrites the public URL
// here (lib/search/cached-lists.ts).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string; page: string }> };

export async function generateMetadata(props: Props) {
  const { slug, page } = await props.params;
  return categoryMetadata(slug, parsePage(page));
}

export default async function CachedCategoryPage(props: Props) {
  const { slug, page } = await props.params;
  return <CategoryList slug={slug} page={parsePage(page)} />;
}
