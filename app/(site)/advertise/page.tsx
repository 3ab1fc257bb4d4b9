import { EmailLink } from '@/components/static/email-link';
import { StaticPage, StaticSection } from '@/components/static/static-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Advertise With Us',
  description: `Reach people looking for local businesses across the UK. Advertise on ${SITE.name} business pages — e-mail us for options and rates.`,
  path: '/advertise',
});

export default function AdvertisePage() {
  return (
    <StaticPage
      eyebrow="Advertising"
      title="Advertise With Us"
      lead="Our visitors arrive ready to choose a local business. Advertising puts your brand in front of them at that moment."
    >
      <StaticSection title="Who sees your advert">
        <p>
          People use {SITE.name} to find businesses near them — restaurants, trades, healthcare,
          beauty and professional services — in towns and cities across England, Scotland, Wales and
          Northern Ireland. Most visitors arrive from search engines with a clear need and a place
          in mind.
        </p>
      </StaticSection>

      <StaticSection title="Where adverts appear">
        <p>
          Adverts appear in a standard 300&nbsp;×&nbsp;250 pixel display slot on business detail
          pages, clearly separated from the listing itself. We can target a campaign by category
          (for example home services), by town or city, or run it across the whole directory.
        </p>
        <p>
          Advertising never changes ratings, rankings or the order of search results, and adverts
          are always clearly distinguishable from listings.
        </p>
      </StaticSection>

      <StaticSection title="How to book">
        <ol>
          <li>
            E-mail <EmailLink subject="Advertising enquiry" /> with the subject line
            &ldquo;Advertising enquiry&rdquo;.
          </li>
          <li>
            Tell us about your business, the areas and categories you want to reach, your campaign
            dates and your approximate budget.
          </li>
          <li>
            We will reply within 24 hours on business days with availability, rates and the artwork
            specification.
          </li>
        </ol>
      </StaticSection>

      <StaticSection title="Just want to be listed?">
        <p>
          A standard listing is free — see <a href="/add-business">Add Your Business</a>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
