import { buttonClasses } from '@/components/ui/button';

/** Unknown category, unknown town, or none of that kind there (served with HTTP 404). */
export default function LandingNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">No Businesses Found Here</h1>
      <p className="mt-4 text-slate-600">We have no businesses of that kind listed in that town.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/businesses" className={buttonClasses()}>
          Browse All Categories
        </a>
        <a href="/cities" className={buttonClasses({ variant: 'secondary' })}>
          View All Cities
        </a>
      </div>
    </div>
  );
}
