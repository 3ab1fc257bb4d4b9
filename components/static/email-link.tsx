import { SITE } from '@/lib/site';
import { CONTACT_NOT_CONFIGURED } from './contact-text';

/** The site's e-mail as a mailto link (optional subject), or the not-configured sentence. */
export function EmailLink({ subject }: { subject?: string }) {
  if (!SITE.email) return <em>{CONTACT_NOT_CONFIGURED}</em>;
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${SITE.email}${query}`}>{SITE.email}</a>;
}

/** Both policies took effect on the same day (spec §2). */
export const POLICY_DATE = { iso: '2025-01-28', text: '28 Jan 2025' } as const;
