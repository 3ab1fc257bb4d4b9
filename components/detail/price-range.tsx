/** Google's price level, as the scraper gave it ("££"); nothing when the data has none. */
export function PriceRange({ value }: { value: string | null }) {
  if (!value) return null;
  return (
    <p className="px-1 text-sm text-slate-600" data-testid="price-range">
      Price range <span className="font-medium text-slate-800">{value}</span>
    </p>
  );
}
