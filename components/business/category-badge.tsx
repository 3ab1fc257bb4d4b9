import { categorySlugFor } from '@/lib/categories';
import { categoryPath } from '@/lib/urls/paths';

/** The business's specific category, linking to that category's page. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <a href={categoryPath(categorySlugFor(category))} className="category-badge">
      {category}
    </a>
  );
}
