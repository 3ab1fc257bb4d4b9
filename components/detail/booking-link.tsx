/** A "Book online" link where the listing has a booking page; nothing otherwise. */
export function BookingLink({ href, name }: { href: string | null; name: string }) {
  if (!href) return null;
  return (
    <p className="px-1 text-sm">
      <a
        href={href}
        rel="nofollow noopener"
        className="font-semibold text-brand-700 hover:underline"
        data-testid="booking-link"
      >
        Book online<span className="sr-only"> with {name}</span>
      </a>
    </p>
  );
}
