import { PhoneNumber } from '@/components/business/phone-number';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import type { BusinessDto } from '@/lib/data/business-dto';

/** Every way to reach the business that the listing holds. */
export function GetInTouch({ business }: { business: BusinessDto }) {
  const hasGeo = business.latitude != null && business.longitude != null;
  const mapQuery = hasGeo ? `${business.latitude},${business.longitude}` : business.address;
  return (
    <section aria-labelledby="contact-heading" className="panel">
      <h2 id="contact-heading">Get in Touch</h2>
      <ul className="contact-list">
        {business.address ? (
          <li>
            <MapPinIcon className="h-4 w-4" />
            <address className="not-italic">{business.address}</address>
          </li>
        ) : null}
        {business.phone ? (
          <li>
            <PhoneIcon className="h-4 w-4" />
            <PhoneNumber phone={business.phone} country={business.country} />
          </li>
        ) : null}
        {business.email ? (
          <li>
            <MailIcon className="h-4 w-4" />
            <a href={`mailto:${business.email}`} className="break-all">
              {business.email}
            </a>
          </li>
        ) : null}
        {business.website ? (
          <li>
            <a href={business.website} rel="nofollow noopener" className="link-strong">
              Visit website<span className="sr-only"> of {business.name}</span>
            </a>
          </li>
        ) : null}
        {mapQuery ? (
          <li>
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`}
              rel="nofollow noopener"
              className="link-strong"
            >
              Get directions<span className="sr-only"> to {business.name}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
