import { notFound, permanentRedirect } from 'next/navigation';
import { getBusinessById } from '@/lib/data/businesses';
import { businessPath } from '@/lib/seo/page-seo/paths';

/**
 * The spec's detail-by-id URL. It answers with a permanent redirect (308) to the slug URL
 * rather than a second copy of the page: one URL per business for links, shares and search
 * engines, and clients that follow redirects (all of them) still land on the detail page.
 */
export default async function BusinessByIdPage({ params }: { params: Promise<{ id: string }> }) {
  const business = await getBusinessById((await params).id);
  if (!business) notFound();
  permanentRedirect(businessPath(business));
}
