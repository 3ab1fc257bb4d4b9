import { SITE } from '@/lib/site';

/** Said instead of an address when CONTACT_EMAIL is missing or refused (lib/site-identity.ts). */
export const CONTACT_NOT_CONFIGURED = 'Contact details are not configured yet.';

/** The site's e-mail as a mailto link (optional subject), or the not-configured sentence. */
export function EmailLink({ subject }: { subject?: string }) {
  if (!SITE.email) return <em>{CONTACT_NOT_CONFIGURED}</em>;
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${SITE.email}${query}`}>{SITE.email}</a>;
}

/** Both policies took effect on the same day (spec §2). */
export const POLICY_DATE = { iso: '2025-01-28', text: '28 Jan 2025' } as const;
