// Cards are static markup (components/ui/markup.ts) built from the same functions as the JSX
// parts the detail page renders: the markup must be the bytes React writes for those parts.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FallbackImage, lazyFallbackImage } from '@/components/business/fallback-image';
import { VerifiedBadge } from '@/components/business/verified-badge';
import { BusinessGrid } from '@/components/listing/business-card';
import { CardGrid } from '@/components/listing/card-grid';
import { innerHtml, markup } from '@/components/ui/markup';
import { StarRating, starsMarkup } from '@/components/ui/star-rating';
import type { BusinessDto } from '@/lib/data/business-dto';

const html = (content: ReturnType<typeof markup>) => innerHtml(content).__html;
const AWKWARD = `Joe's "Fish" & <Chips>`;

describe('card parts as markup', () => {
  it('writes a lazy image as FallbackImage does, layered or not', () => {
    const fallback = { src: '/images/categories/restaurants.svg', alt: AWKWARD };
    const size = { width: 72, height: 72, className: 'card-thumb' };
    for (const photo of [{ src: `https://example.com/a.jpg?x=1&y='2'`, alt: '' }, null]) {
      expect(html(lazyFallbackImage(photo, fallback, size))).toBe(
        renderToStaticMarkup(createElement(FallbackImage, { photo, fallback, ...size })),
      );
    }
  });

  it('writes the stars as StarRating does', () => {
    for (const rating of [null, 0, 4.86, 5]) {
      const stars = starsMarkup(rating);
      expect(html(markup`<span class="stars"${stars.attributes}>${stars.text}</span>`)).toBe(
        renderToStaticMarkup(createElement(StarRating, { rating })),
      );
    }
  });
});

describe('BusinessGrid', () => {
  const business = {
    id: 'b1',
    slug: 'joes-fish-london',
    name: AWKWARD,
    category: 'Fish & Chips',
    categoryGroup: 'restaurants',
    photos: [],
    isVerified: true,
    businessStatus: 'CLOSED_TEMPORARILY',
    openingHours: {},
    timeZone: 'Europe/London',
    specialHours: [],
    rating: 4.5,
    reviewCount: 1,
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    zipCode: 'SW1A 1AA',
    phone: '020 7946 0329',
    seoDescription: null,
    description: 'Fresh fish, fried to order. '.repeat(20),
  } as Partial<BusinessDto> as BusinessDto;
  const now = new Date('2026-11-28T12:00:00Z');
  const grid = renderToStaticMarkup(
    createElement(BusinessGrid, { businesses: [business, business], now, heading: 'h3' }),
  );

  it('is one list with a card an item, every part in the server HTML', () => {
    expect(grid.match(/<li>/g)).toHaveLength(2);
    expect(grid).toMatch(/^<ul class="card-grid [^"]+"><li><article class="card"><img /);
    expect(grid).toContain(renderToStaticMarkup(createElement(VerifiedBadge, { verified: true })));
    expect(grid).toContain('<span class="badge badge-bad badge-dot">Temporarily closed</span>');
    expect(grid).toContain('<a href="tel:+442079460329" class="card-phone">020 7946 0329</a>');
    expect(grid).toContain('<span class="sr-only">Rated 4.5 out of 5</span>(1 review)</p>');
    expect(grid).toContain('<h3 class="card-title"><a href="/details/joes-fish-london">');
  });

  it('hands the client grid each card as fields, so the payload carries no card markup', () => {
    const element = BusinessGrid({ businesses: [business], now, heading: 'h3' });
    expect(element.type).toBe(CardGrid);
    expect(element.props).toEqual({
      heading: 'h3',
      cards: [
        {
          path: '/details/joes-fish-london',
          name: AWKWARD,
          category: 'Fish & Chips',
          photo: null,
          picture: '/images/categories/restaurants.svg',
          verified: true,
          status: { className: 'badge badge-bad badge-dot', label: 'Temporarily closed' },
          rating: 4.5,
          reviewCount: 1,
          place: 'London',
          phone: { href: 'tel:+442079460329', text: '020 7946 0329' },
          summary: expect.stringMatching(/^Fresh fish, fried to order\. .*…$/),
        },
      ],
    });
  });

  it('escapes text as React does, and cuts the summary to what three lines show', () => {
    expect(grid).toContain('Joe&#x27;s &quot;Fish&quot; &amp; &lt;Chips&gt;');
    expect(grid).not.toContain(AWKWARD);
    const summary = grid.match(/<p class="card-summary">([^<]*)<\/p>/)?.[1];
    expect(summary!.length).toBeLessThanOrEqual(230);
  });
});
