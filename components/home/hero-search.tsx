'use client';

import type { FormEvent } from 'react';
import { NearMeButton } from '@/components/browse/near-me-button';
import { MapPinIcon, SearchIcon } from '@/components/ui/icons';

/** The browse URL for a home search, or null when the business text is blank (spec §4, §5). */
function searchHref(q: string, location: string): string | null {
  const query = q.trim();
  if (!query) return null;
  const params = new URLSearchParams({ q: query });
  const place = location.trim();
  if (place) params.set('location', place);
  return `/businesses?${params}`;
}

const INPUT =
  'h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none';

/** A GET form, so it works without JS; with JS, blank text does nothing and values are trimmed. */
export function HeroSearch() {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const href = searchHref(String(data.get('q') ?? ''), String(data.get('location') ?? ''));
    // A full page load, as the form would do without JavaScript: /businesses is cached HTML and
    // its query variants are served by proxy.ts from another route, which Next's client router
    // cannot tell apart from the plain list it may already hold (see listing/pagination.tsx).
    if (href) window.location.assign(href);
  }

  return (
    <form
      method="get"
      action="/businesses"
      role="search"
      aria-label="Find businesses"
      onSubmit={onSubmit}
      className="grid gap-3 rounded-2xl bg-white p-3 shadow-xl md:grid-cols-[1.4fr_1fr_auto_auto]"
    >
      <div className="relative">
        <label htmlFor="home-q" className="sr-only">
          Business or service
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500" />
        <input
          id="home-q"
          name="q"
          type="search"
          autoComplete="off"
          placeholder="What business are you looking for?"
          className={INPUT}
        />
      </div>
      <div className="relative">
        <label htmlFor="home-location" className="sr-only">
          Location
        </label>
        <MapPinIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500" />
        <input
          id="home-location"
          name="location"
          type="text"
          autoComplete="address-level2"
          placeholder="City, County or Postcode"
          className={INPUT}
        />
      </div>
      <button
        type="submit"
        className="h-12 rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Find Businesses
      </button>
      <NearMeButton className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700" />
    </form>
  );
}
