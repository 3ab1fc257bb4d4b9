import type { DetailPanelsView } from './detail-view';

// Where the business is and how to write or call it. Directions and the website are the hero's
// actions (ActionBar), not repeated here.
export function GetInTouch({
  address,
  phone,
  email,
}: Pick<DetailPanelsView, 'address' | 'phone' | 'email'>) {
  return (
    <section aria-labelledby="contact-heading" className="panel">
      <h2 id="contact-heading">Get in Touch</h2>
      <ul className="contact-list">
        {address ? (
          <li className="with-icon icon-pin">
            <address>{address}</address>
          </li>
        ) : null}
        {phone ? (
          <li className="with-icon icon-phone">
            <a href={phone.href} className="whitespace-nowrap">
              {phone.text}
            </a>
          </li>
        ) : null}
        {email ? (
          <li className="with-icon icon-mail">
            <a href={`mailto:${email}`} className="break-all">
              {email}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
