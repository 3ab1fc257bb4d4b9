import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList, itemList } from '@/lib/seo/structured-data';
import { pageWindow } from '@/lib/urls/pagination';
import { businessPath } from '@/lib/urls/paths';

type Crumb = Parameters<typeof breadcrumbList>[0][number];
type Listed = { id: string; name: string; slug?: string | null; placeId?: string | null };

/** A list page's breadcrumb trail and the page's businesses, positioned from its offset. */
export function ListJsonLd(props: {
  crumbs: Crumb[];
  name: string;
  businesses: Listed[];
  page: number;
}) {
  return (
    <JsonLd
      data={[
        breadcrumbList(props.crumbs),
        itemList(
          props.name,
          props.businesses.map((b) => ({ name: b.name, path: businessPath(b) })),
          pageWindow(props.page).offset + 1,
        ),
      ]}
    />
  );
}
