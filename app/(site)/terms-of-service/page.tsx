import { EmailLink, POLICY_DATE } from '@/components/static/email-link';
import { StaticPage, StaticSection } from '@/components/static/static-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Terms of Service',
  description: `The terms for using ${SITE.name}: accuracy of listings, acceptable use, links to other sites, liability and the law that applies.`,
  path: '/terms-of-service',
});

export default function TermsOfServicePage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms of Service"
      lead={`These terms apply to everyone who uses ${SITE.name}. By using the site you accept them.`}
      updated={POLICY_DATE}
    >
      <StaticSection title="1. Using the directory">
        <p>
          The directory is free to use for finding and contacting businesses. You may use it for
          your own personal or business purposes. You must not copy, scrape or republish the
          directory, or large parts of it, without our written permission, and you must not
          interfere with the site&apos;s operation or security.
        </p>
      </StaticSection>

      <StaticSection title="2. Accuracy of information">
        <p>
          Business information is collected from public online sources and provided free of charge,
          as it is. We work to keep it correct, but it may be incomplete, out of date or inaccurate.
          Ratings and review counts reflect publicly available reviews and are not our own
          assessment. Always confirm important details — prices, opening hours, qualifications,
          insurance — with the business before you rely on them.
        </p>
        <p>
          The reviews shown on business pages as samples are illustrative and are not reviews of
          that business.
        </p>
      </StaticSection>

      <StaticSection title="3. Dealing with businesses">
        <p>
          A listing is not a recommendation or endorsement. Any agreement you make is between you
          and the business; we are not a party to it and are not responsible for the goods or
          services a business provides.
        </p>
      </StaticSection>

      <StaticSection title="4. Listings">
        <p>
          Businesses may ask to be added, corrected or removed by e-mail (see{' '}
          <a href="/add-business">Add Your Business</a>). We may edit, decline or remove any
          listing, for example if it is misleading, duplicated or no longer trading.
        </p>
      </StaticSection>

      <StaticSection title="5. Links and advertising">
        <p>
          The site links to websites and services we do not control, and may show third-party
          adverts. We are not responsible for their content, products or privacy practices.
        </p>
      </StaticSection>

      <StaticSection title="6. Intellectual property">
        <p>
          The design, text and compilation of the directory belong to {SITE.name}. Business names,
          logos and trade marks belong to their owners.
        </p>
      </StaticSection>

      <StaticSection title="7. Liability">
        <p>
          We provide the site without charge and, as far as the law allows, without warranties. We
          are not liable for any loss arising from reliance on information in the directory or from
          the site being unavailable. Nothing in these terms limits liability that cannot be limited
          by law, such as for death or personal injury caused by negligence or for fraud.
        </p>
      </StaticSection>

      <StaticSection title="8. Changes and governing law">
        <p>
          We may update these terms; the date at the top of the page shows the latest version. These
          terms are governed by the law of England and Wales, and the courts of England and Wales
          have jurisdiction, without affecting your rights as a consumer in Scotland or Northern
          Ireland.
        </p>
      </StaticSection>

      <StaticSection title="9. Contact">
        <p>
          Questions about these terms: <EmailLink subject="Terms of Service" />.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
