// The detail page's ad slot as the server renders it (no database needed; kept with the
// pages' integration tests because it renders a component, which the unit project does not).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdSlot } from '@/components/detail/ad-slot';

describe('AdSlot', () => {
  it('reserves the 300×250 box and leaves the script for after the page is interactive', () => {
    const html = renderToStaticMarkup(AdSlot({ scriptUrl: 'https://ads.example.com/tag.js' }));
    expect(html).toContain('aria-label="Advertisement"');
    expect(html).toMatch(/class="[^"]*h-\[250px\] w-\[300px\][^"]*"/);
    // The script is not in the server HTML: next/script adds it in the browser.
    expect(html).not.toContain('ads.example.com');
  });

  it('renders nothing when no ad script is configured', () => {
    expect(AdSlot({ scriptUrl: undefined })).toBeNull();
  });
});
