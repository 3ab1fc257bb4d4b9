// The header's links and the footer are one string each (components/layout): data from an import
// or the environment is escaped in them, and React renders each as one element around it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FooterView, footerMarkup, type FooterData } from '@/components/layout/footer-view';
import { SiteMenu } from '@/components/layout/site-menu';
import { innerHtml } from '@/components/ui/markup';

const AWKWARD = `Bishop's "Stortford" & <Harlow>`;
const ESCAPED = 'Bishop&#x27;s &quot;Stortford&quot; &amp; &lt;Harlow&gt;';

const data: FooterData = {
  name: AWKWARD,
  year: 2026,
  phone: { text: '020 7946 0329', href: 'tel:+442079460329' },
  email: 'hello@example.co.uk',
  social: [{ network: 'Facebook', url: 'https://www.facebook.com/a?b=1&c=2' }],
  categories: [{ href: '/category/restaurants', label: AWKWARD }],
  cities: [{ href: '/city/bishops-stortford', label: AWKWARD, note: '1,234' }],
  stats: ['1,000,000', '401,226', '658', '1,677'],
};

describe('footer markup', () => {
  const html = innerHtml(footerMarkup(data)).__html;

  it('escapes every value it is given', () => {
    expect(html).not.toContain('<Harlow>');
    // In the logo, the about text, a category, a town and the copyright line.
    expect(html.split(ESCAPED)).toHaveLength(6);
    expect(html).toContain('href="https://www.facebook.com/a?b=1&amp;c=2"');
  });

  it("holds the spec's items", () => {
    for (const text of [
      '<h2>Popular Categories</h2>',
      '<h2>Popular Cities</h2>',
      '<h2>Quick Links</h2>',
      '<span> (1,234)</span>',
      '<dt>Verified Businesses</dt><dd>401,226</dd>',
      'href="tel:+442079460329"',
      'href="mailto:hello@example.co.uk"',
      '<a href="/sitemap.xml">Sitemap</a>',
      'Disclaimer: the business information',
    ])
      expect(html).toContain(text);
  });

  it('is the inner HTML of one <footer>', () => {
    expect(renderToStaticMarkup(createElement(FooterView, { data }))).toBe(
      `<footer class="site-footer">${html}</footer>`,
    );
  });
});

it("escapes the menu's links", () => {
  const link = { href: '/city/bishops-stortford?a=1&b=2', label: AWKWARD };
  const html = renderToStaticMarkup(createElement(SiteMenu, { categories: [link], cities: [] }));
  expect(html).toContain(`<li><a href="/city/bishops-stortford?a=1&amp;b=2">${ESCAPED}</a></li>`);
  expect(html).not.toContain('<Harlow>');
});
