import { notFoundMetadata } from '@/components/layout/not-found-state';
import { buttonClasses } from '@/components/ui/button';

function Message({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

const CITY_TEXT = 'We have no businesses listed in a town of that name.';
export const cityNotFoundMetadata = notFoundMetadata('City Not Found', CITY_TEXT);

/** No business is listed in a town of that name (served with HTTP 404). */
export function CityNotFound() {
  return (
    <Message title="City Not Found" text={CITY_TEXT}>
      <a href="/cities" className={buttonClasses()}>
        View All Cities
      </a>
    </Message>
  );
}

const CATEGORY_TEXT =
  'We have no businesses in that category. Try browsing all businesses instead.';
export const categoryNotFoundMetadata = notFoundMetadata('Category Not Found', CATEGORY_TEXT);

/** No group and no business's category matches the slug (served with HTTP 404). */
export function CategoryNotFound() {
  return (
    <Message title="Category Not Found" text={CATEGORY_TEXT}>
      <a href="/businesses" className={buttonClasses()}>
        Browse All Categories
      </a>
    </Message>
  );
}

const LANDING_TEXT = 'We have no businesses of that kind listed in that town.';
export const landingNotFoundMetadata = notFoundMetadata('No Businesses Found Here', LANDING_TEXT);

/** Unknown category, unknown town, or none of that kind there (served with HTTP 404). */
export function LandingNotFound() {
  return (
    <Message title="No Businesses Found Here" text={LANDING_TEXT}>
      <a href="/businesses" className={buttonClasses()}>
        Browse All Categories
      </a>
      <a href="/cities" className={buttonClasses({ variant: 'secondary' })}>
        View All Cities
      </a>
    </Message>
  );
}
