import { BusinessNotFound, businessNotFoundMetadata } from '@/components/detail/business-not-found';

export const metadata = businessNotFoundMetadata;

// Cached per URL like the detail page itself (on-demand ISR), so a crawler's retries cost no render.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/**
 * A deleted business's page, reached only through the proxy's rewrite, which sets 410 Gone
 * (proxy.ts; a direct request answers 404). It renders with 200 of its own: Next keeps the
 * rewrite's status only then, a page's 404 would win over it.
 */
export default function GoneBusinessPage() {
  return <BusinessNotFound />;
}
