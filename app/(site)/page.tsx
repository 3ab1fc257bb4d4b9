import Link from 'next/link';
import { getRecommendedBusinesses } from '@/lib/data/businesses';
import { SITE } from '@/lib/site';

export const revalidate = 300;

export default async function HomePage() {
  const businesses = await getRecommendedBusinesses(6);
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">{SITE.name}</h1>
      <p className="mt-2 text-slate-600">{SITE.description}</p>
      <h2 className="mt-10 text-xl font-semibold">Top-Rated British Businesses</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {businesses.map((business) => (
          <li key={business.id} className="rounded-lg border border-slate-200 p-4">
            <p className="text-sm text-slate-500">{business.category}</p>
            <p className="font-semibold">{business.name}</p>
            <p className="text-sm text-slate-600">
              {(business.rating ?? 5).toFixed(1)} · {business.city}
            </p>
            <Link href={`/details/${business.slug}`} className="text-sm text-brand-700 underline">
              View Details
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
