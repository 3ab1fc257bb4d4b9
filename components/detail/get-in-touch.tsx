import { PhoneNumber } from '@/components/business/phone-number';
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
          <li className="with-icon icon-pin">
            <address>{business.address}</address>
          </li>
        ) : null}
        {business.phone ? (
          <li className="with-icon icon-phone">
            <PhoneNumber phone={business.phone} country={business.country} />
          </li>
        ) : null}
        {business.email ? (
          <li className="with-icon icon-mail">
            <a href={`mailto:${business.email}`} className="break-all">
              {business.email}
            </a>
          </li>
        ) : null}
        {business.website ? (
          <li>
            <a href={business.website} rel="nofollow noopener" className="link-strong">
              Visit website<span className="sr-only">{` of ${business.name}`}</span>
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
              Get directions<span className="sr-only">{` to ${business.name}`}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
