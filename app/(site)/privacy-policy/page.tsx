import { EmailLink, POLICY_DATE } from '@/components/static/email-link';
import { StaticPage, StaticSection } from '@/components/static/static-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `How ${SITE.name} handles personal data: what we collect, the third-party analytics we use, cookies, business listing data and your rights under UK GDPR.`,
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead={`This policy explains what personal data ${SITE.name} collects, why, and what choices you have.`}
      updated={POLICY_DATE}
    >
      <StaticSection title="Who we are">
        <p>
          {SITE.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs this website and is the controller
          of the personal data described here. You can contact us about privacy at{' '}
          <EmailLink subject="Privacy" />.
        </p>
      </StaticSection>

      <StaticSection title="Visitors: what we collect">
        <p>
          You can use the directory without an account and without telling us who you are. When you
          visit, our servers record standard technical information — your IP address, browser type,
          the pages requested and the time — to deliver the site and keep it secure. These server
          logs are kept for no longer than 30 days.
        </p>
        <p>If you e-mail us, we keep your message and address so that we can reply.</p>
      </StaticSection>

      <StaticSection title="Third-party analytics">
        <p>
          We use a third-party analytics service to understand how the site is used — for example
          which pages are popular and which searches find nothing — so that we can improve it. The
          service receives information about your visit, such as pages viewed, referring site,
          approximate location derived from your IP address, device and browser type, and may set
          cookies or similar identifiers to tell visits apart. It processes this data on our behalf
          under a data processing agreement, and we see only aggregated reports, never who you are.
        </p>
      </StaticSection>

      <StaticSection title="Advertising">
        <p>
          Some business pages show an advertisement supplied by a third-party advertising network.
          That network may use cookies or similar technologies to measure and limit how often
          adverts are shown. Its use of data is governed by its own privacy policy.
        </p>
      </StaticSection>

      <StaticSection title="Cookies">
        <p>
          The public pages of this site set no cookies of our own. Cookies may be set by the
          analytics and advertising services described above. You can block or delete cookies in
          your browser settings; the directory will keep working without them.
        </p>
      </StaticSection>

      <StaticSection title="Business listings">
        <p>
          Listings contain information that businesses have published themselves, such as a business
          name, address, telephone number and opening hours, gathered from public online sources.
          Where a listing identifies a sole trader, that is personal data, which we process on the
          basis of our legitimate interest in providing a public directory. You may ask us to
          correct or remove a listing at any time — see our <a href="/contact">contact page</a>.
        </p>
      </StaticSection>

      <StaticSection title="Legal bases and sharing">
        <p>
          We rely on legitimate interests to run and secure the site and to answer enquiries, and on
          your consent where the law requires it for cookies. We do not sell personal data. We share
          it only with the service providers named in this policy (hosting, analytics and
          advertising), and with authorities where the law requires us to.
        </p>
      </StaticSection>

      <StaticSection title="Your rights">
        <p>Under UK data protection law (UK GDPR) you have the right to:</p>
        <ul>
          <li>ask for a copy of the personal data we hold about you;</li>
          <li>have inaccurate data corrected, or data erased;</li>
          <li>object to, or ask us to restrict, our use of your data;</li>
          <li>withdraw consent at any time where we rely on it.</li>
        </ul>
        <p>
          To exercise any of these rights, e-mail <EmailLink subject="Privacy request" />. If you
          are unhappy with our answer you may complain to the Information Commissioner&apos;s Office
          (ICO) at ico.org.uk.
        </p>
      </StaticSection>

      <StaticSection title="Changes to this policy">
        <p>
          If we change this policy we will update the date at the top of this page, so please check
          it from time to time.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
