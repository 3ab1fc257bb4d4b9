import { LetterNav } from '@/components/cities/letter-nav';
import { getCities } from '@/lib/data/summaries';
import { groupByInitial } from '@/lib/seo/page-seo/initials';
import { cityInitialPath } from '@/lib/urls/city-initials';

/** Every town's letter page one click from home, so no listing is more than 5 clicks deep (docs/seo.md). */
export async function TownInitials() {
  const groups = groupByInitial(await getCities(), (city) => city.name);
  return (
    <>
      <p className="mb-3 text-sm font-semibold text-slate-700">All towns and cities, A to Z</p>
      <LetterNav
        label="Towns and cities A to Z"
        initials={groups.map((group) => group.initial)}
        hrefOf={cityInitialPath}
      />
    </>
  );
}
