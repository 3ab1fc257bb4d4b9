import { notFound } from 'next/navigation';
import { LetterNav } from '@/components/cities/letter-nav';
import { TownLinks } from '@/components/cities/town-links';
import { ListHeader } from '@/components/listing/list-header';
import { JsonLd } from '@/components/seo/json-ld';
import { getCities } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { groupByInitial } from '@/lib/seo/page-seo/initials';
import { cityInitialPath, initialOfSegment } from '@/lib/urls/city-initials';

// Rendered on first request, then cached like /cities for 5 minutes.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ initial: string }> };

async function townsUnder(segment: string) {
  const initial = initialOfSegment(segment);
  if (!initial) return null;
  const groups = groupByInitial(await getCities(), (city) => city.name);
  const group = groups.find((candidate) => candidate.initial === initial);
  return group ? { initial, towns: group.items, initials: groups.map((g) => g.initial) } : null;
}

const label = (initial: string) => (initial === '#' ? '0–9' : initial);

export async function generateMetadata(props: Props) {
  const { initial } = await props.params;
  const found = await townsUnder(initial);
  if (!found) notFound();
  return pageMetadata({
    title: `UK Towns and Cities: ${label(found.initial)}`,
    description: `Every British town and city under ${label(found.initial)} in the directory, with the number of local businesses listed in each.`,
    path: cityInitialPath(found.initial),
  });
}

export default async function CitiesByInitialPage(props: Props) {
  const found = await townsUnder((await props.params).initial);
  if (!found) notFound();
  const title = `Towns and Cities: ${label(found.initial)}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Cities', path: '/cities' },
    { name: label(found.initial), path: cityInitialPath(found.initial) },
  ];
  return (
    <div className="wrap py-10">
      <JsonLd data={breadcrumbList(crumbs)} />
      <ListHeader
        crumbs={crumbs}
        title={title}
        subtitle={`${formatCount(found.towns.length)} towns and cities`}
      />
      <LetterNav initials={found.initials} hrefOf={cityInitialPath} current={found.initial} />
      <section className="mt-10" aria-label={title}>
        <TownLinks towns={found.towns} />
      </section>
    </div>
  );
}
