import { HeroSearch } from './hero-search';

export function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-blue-600 pb-20 text-white">
      <div className="mx-auto max-w-4xl px-4 pt-16 text-center sm:px-6 md:pt-24">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
          The UK&apos;s free business directory
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
          Find Trusted Local Businesses Across Britain
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">
          Search restaurants, trades, healthcare, beauty and professional services in your town,
          county or postcode — with ratings, opening hours and contact details.
        </p>
        <div className="mt-10 text-left">
          <HeroSearch />
        </div>
      </div>
    </section>
  );
}
