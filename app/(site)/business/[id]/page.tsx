import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { BusinessNotFound, businessNotFoundMetadata } from '@/components/detail/business-not-found';
import { NotFoundState } from '@/components/layout/not-found-state';
import { getBusinessById } from '@/lib/data/businesses';
import { businessPath } from '@/lib/urls/paths';

// Prerendered on demand like the detail page, so an unknown id's 404 keeps its
// server-rendered markup (components/layout/not-found-state.tsx).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

const loadBusiness = cache(async (id: string) => getBusinessById(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await loadBusiness((await params).id)) ? {} : businessNotFoundMetadata;
}

/** The spec's detail-by-id URL: a 308 to the slug URL, so each business has one URL. */
export default async function BusinessByIdPage({ params }: Props) {
  const business = await loadBusiness((await params).id);
  if (business) permanentRedirect(businessPath(business));
  return (
    <NotFoundState>
      <BusinessNotFound />
    </NotFoundState>
  );
}
