import { iconMarkup } from '@/components/ui/icon-markup';
import { innerHtml, markup } from '@/components/ui/markup';

const VALUES = [
  {
    title: 'British-First',
    text: 'Built for the UK: every listing is a business trading in British towns and cities.',
    icon: 'flag',
  },
  {
    title: 'Verified Excellence',
    text: 'Verified listings are marked clearly, so you know which details have been checked.',
    icon: 'shield',
  },
  {
    title: 'Local Focus',
    text: 'Search by town, county or postcode and find the businesses on your doorstep.',
    icon: 'pin',
  },
  {
    title: 'Community Trust',
    text: 'Ratings and review counts help you choose with the confidence of your neighbours.',
    icon: 'users',
  },
  {
    title: 'Growth Focused',
    text: 'A free listing puts independent firms in front of local customers who are ready to buy.',
    icon: 'trending',
  },
  {
    title: 'Quality Assured',
    text: 'Rankings weigh ratings by the number of reviews, so consistent quality rises to the top.',
    icon: 'award',
  },
] as const;

// Fixed text: built once per process, and one static element (components/ui/markup.ts).
const TILES = innerHtml(
  VALUES.map(
    ({ title, text, icon }) =>
      markup`<li class="rounded-xl border border-slate-200 bg-white p-6"><span class="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">${iconMarkup(icon, 'h-6 w-6')}</span><h3 class="mt-4 text-lg font-semibold">${title}</h3><p class="mt-2 text-sm leading-relaxed text-slate-600">${text}</p></li>`,
  ),
);

export function ValuesTiles() {
  return (
    <section
      aria-labelledby="values-heading"
      className="wrap phone-deferred py-16 [--phone-height:1520px]"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Why use our directory
        </p>
        <h2 id="values-heading" className="mt-2 text-3xl font-bold tracking-tight">
          Proudly Supporting British Business
        </h2>
      </div>
      <ul
        className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        dangerouslySetInnerHTML={TILES}
      />
    </section>
  );
}
