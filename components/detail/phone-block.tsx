import { buttonClasses } from '@/components/ui/button';
import type { DetailPanelsView } from './detail-view';

/** The phone number with a 'Call Now' link that dials it on a phone. */
export function PhoneBlock({ phone }: { phone: DetailPanelsView['phone'] }) {
  return (
    <section aria-labelledby="phone-heading" className="panel phone-block">
      {/* `.phone-block` in app/globals.css styles the parts. */}
      <h2 id="phone-heading">Phone</h2>
      {phone ? (
        <>
          <p>{phone.text}</p>
          <a
            href={phone.href}
            className={`with-icon with-icon-lg icon-phone ${buttonClasses({ size: 'lg' })}`}
          >
            Call Now
          </a>
        </>
      ) : (
        <p className="phone-none">No phone number is listed for this business.</p>
      )}
    </section>
  );
}
