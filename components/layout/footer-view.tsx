'use client';

import { CONTACT_NOT_CONFIGURED } from '@/components/static/contact-text';
import type { PhoneDisplay } from '@/lib/phone';
import type { SocialLink } from '@/lib/site-identity';
import { QUICK_LINKS, type NavLink } from './fixed-links';
import { Logo } from './logo';
import { SocialLinks } from './social-links';

// The footer's markup and fixed text are a client component: they travel once, in a script the
// browser caches, and each page's inline payload carries only the data below (issue 47).

type Link = NavLink & { note?: string };

export type FooterData = {
  name: string;
  year: number;
  phone: Pick<PhoneDisplay, 'text' | 'href'> | null;
  email: string | null;
  social: readonly SocialLink[];
  categories: NavLink[];
  cities: Link[];
  /** Formatted with thousands separators, in STAT_LABELS' order. */
  stats: string[];
};

const STAT_LABELS = ['Total Businesses', 'Verified Businesses', 'Categories', 'Cities'];

function LinkColumn({ title, links }: { title: string; links: Link[] }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <div>
        {links.map((link, index) => (
          <a key={index} href={link.href}>
            {link.label}
            {link.note ? <span>{` (${link.note})`}</span> : null}
          </a>
        ))}
      </div>
    </nav>
  );
}

export function FooterView({ data }: { data: FooterData }) {
  const { name, phone, email } = data;
  return (
    <footer className="site-footer">
      <div className="wrap py-12">
        <div className="footer-grid">
          <div>
            <Logo name={name} inverted />
            <p className="footer-about">
              {`${name} helps people across England, Scotland, Wales and Northern Ireland find trusted local businesses — from restaurants and trades to healthcare and professional services. Free to search, free to be listed.`}
            </p>
            <ul className="footer-contact">
              {phone ? (
                <li>
                  <a href={phone.href} className="with-icon icon-phone whitespace-nowrap">
                    {phone.text}
                  </a>
                </li>
              ) : null}
              <li>
                {email ? (
                  <a href={`mailto:${email}`} className="with-icon icon-mail">
                    {email}
                  </a>
                ) : (
                  <span className="text-slate-400">{CONTACT_NOT_CONFIGURED}</span>
                )}
              </li>
            </ul>
            <SocialLinks links={data.social} />
          </div>
          <LinkColumn title="Popular Categories" links={data.categories} />
          <LinkColumn title="Popular Cities" links={data.cities} />
          <LinkColumn title="Quick Links" links={QUICK_LINKS} />
        </div>
        {/* The statistics strip, with locale thousands separators. */}
        <dl className="footer-stats">
          {STAT_LABELS.map((label, index) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{data.stats[index]}</dd>
            </div>
          ))}
        </dl>
        <div className="footer-legal">
          <p>
            {`© ${data.year} ${name}. All rights reserved. · `}
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
