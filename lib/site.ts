import { env } from '@/lib/env';
import { resolveSiteIdentity } from '@/lib/site-identity';

const identity = resolveSiteIdentity({
  production: env.NODE_ENV === 'production',
  SITE_NAME: env.SITE_NAME,
  CONTACT_EMAIL: env.CONTACT_EMAIL,
  CONTACT_PHONE: env.CONTACT_PHONE,
  SOCIAL_LINKS: env.SOCIAL_LINKS,
});

export const SITE = {
  name: identity.name,
  shortName: 'UKBD',
  tagline: "Find Britain's best local businesses",
  description:
    'A free directory of British businesses: find trusted local restaurants, trades, healthcare, beauty and professional services by town, city or postcode.',
  email: identity.email,
  phone: identity.phone,
  social: identity.social,
  locale: 'en_GB',
  timeZone: 'Europe/London',
};

let reported = false;

export function reportSiteIdentity() {
  if (reported) return;
  reported = true;
  const log = env.NODE_ENV === 'production' ? console.error : console.warn;
  for (const problem of identity.problems) log(`[site] ${problem}`);
  for (const note of identity.notes) console.warn(`[site] ${note}`);
}
