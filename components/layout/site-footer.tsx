import { CONTACT_NOT_CONFIGURED } from '@/components/static/email-link';
import { getPopularCities } from '@/lib/data/summaries';
import { formatCount } from '@/lib/format';
import { SITE } from '@/lib/site';
import { FooterStats } from './footer-stats';
import { Logo } from './logo';
import { FOOTER_CATEGORY_LINKS, QUICK_LINKS, type NavLink } from './nav-links';
import { SocialLinks } from './social-links';
import { cityPath } from '@/lib/urls/paths';

const FOOTER_CITY_COUNT = 8;

function LinkColumn({ title, links }: { title: string; links: (NavLink & { note?: string })[] }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <div>
        {links.map((link, index) => (
          <a key={index} href={link.href}>
            {link.note ? [link.label, <span key="note">{` (${link.note})`}</span>] : link.label}
          </a>
        ))}
      </div>
    </nav>
  );
}

export async function SiteFooter() {
  const cities = await getPopularCities(FOOTER_CITY_COUNT);
  const cityLinks = [
    ...cities.map((city) => ({
      href: cityPath(city.id),
      label: city.name,
      note: formatCount(city.businessCount),
    })),
    { href: '/cities', label: 'View All Cities' },
  ];
  return (
    <footer className="site-footer">
      <div className="wrap py-12">
        <div className="footer-grid">
          <div>
            <Logo inverted />
            <p className="footer-about">
              {`${SITE.name} helps people across England, Scotland, Wales and Northern Ireland find trusted local businesses — from restaurants and trades to healthcare and professional services. Free to search, free to be listed.`}
            </p>
            <ul className="footer-contact">
              {SITE.phone ? (
                <li>
                  <a href={SITE.phone.href} className="with-icon icon-phone whitespace-nowrap">
                    {SITE.phone.text}
                  </a>
                </li>
              ) : null}
              <li>
                {SITE.email ? (
                  <a href={`mailto:${SITE.email}`} className="with-icon icon-mail">
                    {SITE.email}
                  </a>
                ) : (
                  <span className="text-slate-400">{CONTACT_NOT_CONFIGURED}</span>
                )}
              </li>
            </ul>
            <SocialLinks links={SITE.social} />
          </div>
          <LinkColumn title="Popular Categories" links={FOOTER_CATEGORY_LINKS} />
          <LinkColumn title="Popular Cities" links={cityLinks} />
          <LinkColumn title="Quick Links" links={QUICK_LINKS} />
        </div>
        <FooterStats />
        <div className="footer-legal">
          <p>
            {`© ${new Date().getFullYear()} ${SITE.name}. All rights reserved. · `}
            <a href="/sitemap.xml">Sitemap</a>
          </p>
          <p>
            Disclaimer: the business information in this directory is collected from public online
            sources and is provided free of charge. It may not be accurate or up to date, so please
            confirm details directly with the business before relying on them.
          </p>
        </div>
      </div>
    </footer>
  );
}
