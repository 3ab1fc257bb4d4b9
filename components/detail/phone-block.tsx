import { buttonClasses } from '@/components/ui/button';
import { displayPhone } from '@/lib/phone';

/** The phone number with a 'Call Now' link that dials it on a phone. */
export function PhoneBlock({ phone, country }: { phone: string | null; country: string | null }) {
  const shown = phone ? displayPhone(phone, country) : null;
  return (
    <section aria-labelledby="phone-heading" className="panel">
      <h2
        id="phone-heading"
        className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
      >
        Phone
      </h2>
      {shown ? (
        <>
          <p className="mt-2 text-2xl font-bold tracking-tight whitespace-nowrap">{shown.text}</p>
          <a
            href={shown.href}
            className={`mt-4 w-full with-icon with-icon-lg icon-phone ${buttonClasses({ size: 'lg' })}`}
          >
            Call Now
          </a>
        </>
      ) : (
        <p className="mt-2 text-slate-600">No phone number is listed for this business.</p>
      )}
    </section>
  );
}
