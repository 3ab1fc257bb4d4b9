import { SITE } from '@/lib/site';

/** The site's e-mail address as a mailto link, optionally with a ready-made subject line. */
export function EmailLink({ subject }: { subject?: string }) {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${SITE.email}${query}`}>{SITE.email}</a>;
}

/** Both policies took effect on the same day (spec §2). */
export const POLICY_DATE = { iso: '2025-01-28', text: '28 Jan 2025' } as const;
