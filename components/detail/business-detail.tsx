'use client';

import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/listing/breadcrumbs';
import { StickyContactBar } from './action-bar';
import { BusinessHero } from './business-hero';
import { DetailPanels } from './detail-panels';
import type { DetailView } from './detail-view';
import { RelatedBusinesses } from './related-businesses';

// A client component so that the page's payload carries the view's fields (detail-view.ts), not
// the page's elements beside their HTML: a cold render's cost follows both (issue 47).
export function BusinessDetail({ view, children }: { view: DetailView; children: ReactNode }) {
  return (
    <article className="wrap py-8">
      {children}
      <Breadcrumbs crumbs={view.crumbs} />
      <BusinessHero view={view} />
      <DetailPanels view={view} />
      <RelatedBusinesses related={view.related} />
      {view.reachable ? <StickyContactBar name={view.name} actions={view.actions} /> : null}
    </article>
  );
}
