import { CategoryList, categoryMetadata } from '@/components/list-pages/category';

// Cached HTML like every list page: rendered on first request, then served from the cache for
// up to 5 minutes or until an admin write; `?page=N` is app/(site)/cached-list/category/[slug]/[page].
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata(props: Props) {
  return categoryMetadata((await props.params).slug, 1);
}

export default async function CategoryPage(props: Props) {
  return <CategoryList slug={(await props.params).slug} page={1} />;
}
