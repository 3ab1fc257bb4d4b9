import { EmailLink } from '@/components/static/email-link';
import { StaticPage, StaticSection } from '@/components/static/static-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Contact Us',
  description: `E-mail ${SITE.name} to get listed, update or remove a listing, or ask a question. We reply within 24 hours on business days.`,
  path: '/contact',
});

export default function ContactPage() {
  return (
    <StaticPage
      eyebrow="Contact"
      title="Contact Us"
      lead="The quickest way to reach us is by e-mail. We read every message and reply within 24 hours on business days."
    >
      <StaticSection title="E-mail">
        <p className="text-xl">
          <EmailLink />
        </p>
        <p>
          Our business days are Monday to Friday, excluding bank holidays in England and Wales.
          Messages sent at the weekend are answered on the next business day.
        </p>
      </StaticSection>

      <StaticSection title="What we can help with">
        <ul>
          <li>
            <strong>Adding a business</strong> — send the details listed on our{' '}
            <a href="/add-business">Add Your Business</a> page.
          </li>
          <li>
            <strong>Correcting a listing</strong> — include the link to the listing and what should
            change (for example new opening hours or a new phone number).
          </li>
          <li>
            <strong>Removing a listing</strong> — tell us which listing and your connection to the
            business. We may ask for proof that you own or manage it.
          </li>
          <li>
            <strong>Advertising</strong> — see <a href="/advertise">Advertise With Us</a> for the
            options.
          </li>
          <li>
            <strong>Privacy questions</strong> — our <a href="/privacy-policy">privacy policy</a>{' '}
            explains what we hold and your rights.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="Please note">
        <p>
          {SITE.name} is a directory, not the businesses listed in it. For bookings, orders, quotes
          or complaints about a service, please contact the business directly using the details on
          its listing.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
