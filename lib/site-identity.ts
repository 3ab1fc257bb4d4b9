import { z } from 'zod';
import { displayPhone, type PhoneDisplay } from '@/lib/phone';

// Never a real site's contact details.
export const PLACEHOLDER_EMAIL = 'hello@ukbusinessdirectory.example';
export const PLACEHOLDER_PHONE = '+442079460000';

// RFC 2606's example names: what a copied .env.example or a template holds.
const EXAMPLE_DOMAIN = /(?:^|\.)example$|^example\.(?:com|net|org)$/i;

export const SOCIAL_NETWORKS = [
  'Facebook',
  'X',
  'Instagram',
  'LinkedIn',
  'YouTube',
  'TikTok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const NETWORK_HOSTS: Record<string, SocialNetwork> = {
  'facebook.com': 'Facebook',
  'x.com': 'X',
  'twitter.com': 'X',
  'instagram.com': 'Instagram',
  'linkedin.com': 'LinkedIn',
  'youtube.com': 'YouTube',
  'tiktok.com': 'TikTok',
};

export type SocialLink = { network: SocialNetwork; url: string };

export type IdentitySettings = {
  production: boolean;
  SITE_NAME: string;
  CONTACT_EMAIL?: string;
  CONTACT_PHONE?: string;
  SOCIAL_LINKS?: string;
};

export type SiteIdentity = {
  name: string;
  email: string | null;
  phone: PhoneDisplay | null;
  social: SocialLink[];
  problems: string[];
  notes: string[];
};

const emailSchema = z.email();

function contactEmail(settings: IdentitySettings, problems: string[], notes: string[]) {
  const email = settings.CONTACT_EMAIL?.trim();
  if (!email) {
    if (settings.production) {
      problems.push('CONTACT_EMAIL is not set: the site shows no contact address.');
      return null;
    }
    notes.push(`CONTACT_EMAIL is not set: showing the placeholder ${PLACEHOLDER_EMAIL}.`);
    return PLACEHOLDER_EMAIL;
  }
  if (!emailSchema.safeParse(email).success) {
    problems.push(`CONTACT_EMAIL "${email}" is not an e-mail address: the site shows none.`);
    return null;
  }
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (settings.production && EXAMPLE_DOMAIN.test(domain)) {
    problems.push(
      `CONTACT_EMAIL "${email}" is a placeholder (an example domain): the site shows no contact address.`,
    );
    return null;
  }
  return email;
}

function contactPhone(settings: IdentitySettings, problems: string[]) {
  const phone = settings.CONTACT_PHONE?.trim();
  if (!phone) return null;
  const shown = displayPhone(phone, null);
  if (!shown.e164) {
    problems.push(`CONTACT_PHONE "${phone}" is not a phone number: the site shows none.`);
    return null;
  }
  if (settings.production && shown.e164 === PLACEHOLDER_PHONE) {
    problems.push(`CONTACT_PHONE "${phone}" is the placeholder number: the site shows none.`);
    return null;
  }
  return shown;
}

function socialLinks(settings: IdentitySettings, problems: string[]): SocialLink[] {
  const links: SocialLink[] = [];
  for (const text of settings.SOCIAL_LINKS?.split(/[\s,]+/).filter(Boolean) ?? []) {
    const url = URL.canParse(text) ? new URL(text) : null;
    const host = url?.hostname.replace(/^(?:www|m)\./, '') ?? '';
    const network = NETWORK_HOSTS[host];
    if (!url || url.protocol !== 'https:' || !network) {
      problems.push(
        `SOCIAL_LINKS: "${text}" is not an https link to ${SOCIAL_NETWORKS.join(', ')}.`,
      );
      continue;
    }
    if (!links.some((link) => link.network === network)) links.push({ network, url: url.href });
  }
  return links;
}

/** A refused value is left out and logged: nothing here can stop the public site. */
export function resolveSiteIdentity(settings: IdentitySettings): SiteIdentity {
  const problems: string[] = [];
  const notes: string[] = [];
  return {
    name: settings.SITE_NAME.trim(),
    email: contactEmail(settings, problems, notes),
    phone: contactPhone(settings, problems),
    social: socialLinks(settings, problems),
    problems,
    notes,
  };
}
