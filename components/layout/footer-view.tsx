'use client';

import { CONTACT_NOT_CONFIGURED } from '@/components/static/contact-text';
import { innerHtml, markup } from '@/components/ui/markup';
import type { PhoneDisplay } from '@/lib/phone';
import type { SocialLink } from '@/lib/site-identity';
import { QUICK_LINKS, type NavLink } from './fixed-links';
import { invertedLogoMarkup } from './logo';
import { socialLinksMarkup } from './social-links';

// A client component drawing its markup as one string: each page's inline payload carries only
// the data below, and React renders and hydrates one element, not the footer's eighty (issue 47).

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

function linkColumn(title: string, links: Link[]) {
  const items = links.map(
    (link) =>
      markup`<a href="${link.href}">${link.label}${link.note ? markup`<span> (${link.note})</span>` : ''}</a>`,
  );
  return markup`<nav aria-label="${title}"><h2>${title}</h2><div>${items}</div></nav>`;
}

function contactList({ phone, email }: FooterData) {
  const phoneItem = phone
    ? markup`<li><a href="${phone.href}" class="with-icon icon-phone whitespace-nowrap">${phone.text}</a></li>`
    : '';
  const emailItem = email
    ? markup`<a href="mailto:${email}" class="with-icon icon-mail">${email}</a>`
    : markup`<span class="text-slate-400">${CONTACT_NOT_CONFIGURED}</span>`;
  return markup`<ul class="footer-contact">${phoneItem}<li>${emailItem}</li></ul>`;
}

function aboutColumn(data: FooterData) {
  return markup`<div>${invertedLogoMarkup(data.name)}<p class="footer-about">${data.name} helps people across England, Scotland, Wales and Northern Ireland find trusted local businesses — from restaurants and trades to healthcare and professional services. Free to search, free to be listed.</p>${contactList(data)}${socialLinksMarkup(data.social)}</div>`;
}

const DISCLAIMER = markup`<p>Disclaimer: the business information in this directory is collected from public online sources and is provided free of charge. It may not be accurate or up to date, so please confirm details directly with the business before relying on them.</p>`;

export function footerMarkup(data: FooterData) {
  const stats = STAT_LABELS.map(
    (label, index) => markup`<div><dt>${label}</dt><dd>${data.stats[index]}</dd></div>`,
  );
  return markup`<div class="wrap py-12"><div class="footer-grid">${aboutColumn(data)}${linkColumn('Popular Categories', data.categories)}${linkColumn('Popular Cities', data.cities)}${linkColumn('Quick Links', QUICK_LINKS)}</div><dl class="footer-stats">${stats}</dl><div class="footer-legal"><p>© ${data.year} ${data.name}. All rights reserved. · <a href="/sitemap.xml">Sitemap</a></p>${DISCLAIMER}</div></div>`;
}

export function FooterView({ data }: { data: FooterData }) {
  return <footer className="site-footer" dangerouslySetInnerHTML={innerHtml(footerMarkup(data))} />;
}
