import { PhoneNumber } from '@/components/business/phone-number';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import type { BusinessDto } from '@/lib/data/business-dto';

/** Every way to reach the business that the listing holds. */
export function GetInTouch({ business }: { business: BusinessDto }) {
  const hasGeo = business.latitude != null && business.longitude != null;
  const mapQuery = hasGeo ? `${business.latitude},${business.longitude}` : business.address;
  return (
    <section
      aria-labelledby="contact-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="contact-heading" className="text-lg font-semibold">
        Get in Touch
      </h2>
      <ul className="mt-4 space-y-3 text-sm text-slate-700">
        {business.address ? (
          <li className="flex gap-2">
            <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
            <address className="not-italic">{business.address}</address>
          </li>
        ) : null}
        {business.phone ? (
          <li className="flex gap-2">
            <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0" />
            <PhoneNumber
              phone={business.phone}
              country={business.country}
              className="hover:underline"
            />
          </li>
        ) : null}
        {business.email ? (
          <li className="flex gap-2">
            <MailIcon className="mt-0.5 h-4 w-4 shrink-0" />
            <a href={`mailto:${business.email}`} className="break-all hover:underline">
              {business.email}
            </a>
          </li>
        ) : null}
        {business.website ? (
          <li>
            <a
              href={business.website}
              rel="nofollow noopener"
              className="font-semibold text-brand-700 hover:underline"
            >
              Visit website<span className="sr-only"> of {business.name}</span>
            </a>
          </li>
        ) : null}
        {mapQuery ? (
          <li>
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`}
              rel="nofollow noopener"
              className="font-semibold text-brand-700 hover:underline"
            >
              Get directions<span className="sr-only"> to {business.name}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
