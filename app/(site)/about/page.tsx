import { EmailLink } from '@/components/static/email-link';
import { StaticPage, StaticSection } from '@/components/static/static-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'About Us',
  description: `${SITE.name} is a free guide to British businesses: how we collect listings, how we rank them, and how businesses can get listed or updated.`,
  path: '/about',
});

export default function AboutPage() {
  return (
    <StaticPage
      eyebrow="About us"
      title={`About ${SITE.name}`}
      lead="We make it easy to find good local businesses anywhere in the United Kingdom — and we keep it free for everyone."
    >
      <StaticSection title="What we do">
        <p>
          {SITE.name} is an independent online directory of businesses trading in England, Scotland,
          Wales and Northern Ireland. Whether you need a plumber in Leeds, a dentist in Glasgow or
          somewhere to eat in Bristol tonight, you can search by service and place, browse by{' '}
          <a href="/category/restaurants">category</a> or by <a href="/cities">town and city</a>,
          and open a listing to see the address, phone number, opening hours and rating in one
          place.
        </p>
        <p>
          There is no charge to use the directory and no account to create. Business owners are
          listed free of charge too.
        </p>
      </StaticSection>

      <StaticSection title="Where our information comes from">
        <p>
          Listings are compiled from public online sources — information that businesses have
          already published themselves, such as their map listings and websites. We tidy it up —
          standardising addresses, categories and opening hours — so that it is easy to compare.
          Because businesses change their details from time to time, we cannot promise every entry
          is current: please check important details, such as opening hours before a long journey,
          directly with the business.
        </p>
      </StaticSection>

      <StaticSection title="How we rank businesses">
        <p>
          Our top-rated lists weigh each business&apos;s average rating by how many reviews it has.
          A five-star rating from three reviews counts for less than a 4.8 from several hundred, so
          a handful of enthusiastic reviews cannot push a business to the top. Nobody can pay to
          change a rating or a position in these lists.
        </p>
      </StaticSection>

      <StaticSection title="For business owners">
        <p>
          Getting listed, correcting a detail or asking us to remove a listing is done by e-mail —
          there are no forms to fill in. See <a href="/add-business">Add Your Business</a> for what
          to send us, or <a href="/advertise">Advertise With Us</a> if you would like to reach more
          local customers.
        </p>
      </StaticSection>

      <StaticSection title="Get in touch">
        <p>
          We are happy to hear from visitors and businesses alike. Write to us at <EmailLink /> and
          we will reply within 24 hours on business days. More details are on our{' '}
          <a href="/contact">contact page</a>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
