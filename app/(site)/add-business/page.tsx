import { EmailLink } from '@/components/static/email-link';
import { StaticPage, StaticSection } from '@/components/static/static-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Add Your Business',
  description: `List your business on ${SITE.name} for free. E-mail us your business details and we will add or update your listing, usually within two business days.`,
  path: '/add-business',
});

export default function AddBusinessPage() {
  return (
    <StaticPage
      eyebrow="For business owners"
      title="Add Your Business"
      lead="A listing is free and puts your business in front of local customers searching for what you do. There is no form to fill in — just e-mail us."
    >
      <StaticSection title="How to get listed">
        <ol>
          <li>
            E-mail <EmailLink subject="New listing" /> with the subject line &ldquo;New
            listing&rdquo;.
          </li>
          <li>Include the details below. The more you send, the more useful your listing.</li>
          <li>
            We check the details against public sources, may contact you to confirm, and publish
            your listing — usually within two business days. We reply to every request within 24
            hours on business days.
          </li>
        </ol>
      </StaticSection>

      <StaticSection title="What to include">
        <ul>
          <li>Business name, as customers know it</li>
          <li>Full address with postcode (or the towns you cover, if you visit customers)</li>
          <li>Telephone number, and e-mail address or website if you have them</li>
          <li>
            What you do — for example &ldquo;Plumber&rdquo; or &ldquo;Indian restaurant&rdquo;
          </li>
          <li>Opening hours for each day of the week</li>
          <li>A short description of your business (two or three sentences)</li>
          <li>Optionally, one photo you own the rights to, such as your shopfront</li>
        </ul>
      </StaticSection>

      <StaticSection title="Already listed?">
        <p>
          Search for your business on the <a href="/businesses">browse page</a>. If a detail is
          wrong or has changed, e-mail <EmailLink subject="Update listing" /> with the link to your
          listing and the correction. You can also ask us to remove a listing.
        </p>
      </StaticSection>

      <StaticSection title="Verified listings">
        <p>
          Listings whose details we have confirmed with the business are shown as verified. To
          verify yours, e-mail us from an address on your business&apos;s own domain, or we will
          call the number on your listing.
        </p>
      </StaticSection>

      <StaticSection title="Is it really free?">
        <p>
          Yes. Standard listings are free and always will be, and your position in search results
          and top-rated lists never depends on payment. If you would like extra visibility, see{' '}
          <a href="/advertise">Advertise With Us</a>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
