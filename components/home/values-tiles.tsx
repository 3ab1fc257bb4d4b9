import {
  AwardIcon,
  FlagIcon,
  MapPinIcon,
  ShieldCheckIcon,
  TrendingUpIcon,
  UsersIcon,
} from '@/components/ui/icons';

const VALUES = [
  {
    title: 'British-First',
    text: 'Built for the UK: every listing is a business trading in British towns and cities.',
    Icon: FlagIcon,
  },
  {
    title: 'Verified Excellence',
    text: 'Verified listings are marked clearly, so you know which details have been checked.',
    Icon: ShieldCheckIcon,
  },
  {
    title: 'Local Focus',
    text: 'Search by town, county or postcode and find the businesses on your doorstep.',
    Icon: MapPinIcon,
  },
  {
    title: 'Community Trust',
    text: 'Ratings and review counts help you choose with the confidence of your neighbours.',
    Icon: UsersIcon,
  },
  {
    title: 'Growth Focused',
    text: 'A free listing puts independent firms in front of local customers who are ready to buy.',
    Icon: TrendingUpIcon,
  },
  {
    title: 'Quality Assured',
    text: 'Rankings weigh ratings by the number of reviews, so consistent quality rises to the top.',
    Icon: AwardIcon,
  },
] as const;

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
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {VALUES.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6">
            <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
