import { buttonClasses } from '@/components/ui/button';
import { displayPhone } from '@/lib/phone';

/** The phone number with a 'Call Now' link that dials it on a phone. */
export function PhoneBlock({ phone, country }: { phone: string | null; country: string | null }) {
  const shown = phone ? displayPhone(phone, country) : null;
  return (
    <section aria-labelledby="phone-heading" className="panel phone-block">
      {/* `.phone-block` in app/globals.css styles the parts. */}
      <h2 id="phone-heading">Phone</h2>
      {shown ? (
        <>
          <p>{shown.text}</p>
          <a
            href={shown.href}
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
