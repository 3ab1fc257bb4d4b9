import { countLink } from '@/components/listing/count-link';
import { innerHtml, markup } from '@/components/ui/markup';
import { cityPath } from '@/lib/urls/paths';

export type Town = { id: string; name: string; businessCount: number };

/** The index lists hundreds of towns, so the list is one static element (components/ui/markup.ts). */
export function TownLinks({ towns }: { towns: Town[] }) {
  const items = towns.map((town) => {
    const link = { href: cityPath(town.id), label: town.name, count: town.businessCount };
    return markup`<li>${countLink(link, 'town-link')}</li>`;
  });
  return (
    <ul
      className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4"
      dangerouslySetInnerHTML={innerHtml(items)}
    />
  );
}
