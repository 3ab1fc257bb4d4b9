import { buttonClasses } from '@/components/ui/button';

/** No business is listed in a town of that name (served with HTTP 404). */
export default function CityNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">City Not Found</h1>
      <p className="mt-4 text-slate-600">We have no businesses listed in a town of that name.</p>
      <a href="/cities" className={`mt-8 ${buttonClasses()}`}>
        View All Cities
      </a>
    </div>
  );
}
