import { PhoneNumber } from '@/components/business/phone-number';
import type { BusinessDto } from '@/lib/data/business-dto';

// Where the business is and how to write or call it. Directions and the website are the hero's
// actions (ActionBar), not repeated here: each link is paid twice, in the HTML and the payload.
export function GetInTouch({ business }: { business: BusinessDto }) {
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
      </ul>
    </section>
  );
}
