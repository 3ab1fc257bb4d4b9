import { categorySlugFor } from '@/lib/categories';
import { categoryPath } from '@/lib/urls/paths';

/** The business's specific category, linking to that category's page. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <a
      href={categoryPath(categorySlugFor(category))}
      className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100"
    >
      {category}
    </a>
  );
}
