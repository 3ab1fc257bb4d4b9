import { buttonClasses } from '@/components/ui/button';

/** No group and no business's category matches the slug (served with HTTP 404). */
export default function CategoryNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Category Not Found</h1>
      <p className="mt-4 text-slate-600">
        We have no businesses in that category. Try browsing all businesses instead.
      </p>
      <a href="/businesses" className={`mt-8 ${buttonClasses()}`}>
        Browse All Categories
      </a>
    </div>
  );
}
