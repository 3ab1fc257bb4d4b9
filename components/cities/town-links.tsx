import { CountLink } from '@/components/listing/count-link';
import { cityPath } from '@/lib/urls/paths';

export type Town = { id: string; name: string; businessCount: number };

/** Four elements and one short class per town: the index lists hundreds, each written twice. */
export function TownLinks({ towns }: { towns: Town[] }) {
  return (
    <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
      {towns.map((town) => (
        <li key={town.id}>
          <CountLink
            href={cityPath(town.id)}
            label={town.name}
            count={town.businessCount}
            className="town-link"
          />
        </li>
      ))}
    </ul>
  );
}
