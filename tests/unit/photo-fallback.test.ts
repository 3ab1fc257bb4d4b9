// A photo that fails shows its category picture, which the stylesheet lays under it by class
// (fallbackClass): a picture without its rule would leave a broken image, JS on or off.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackClass } from '@/components/business/fallback-image';
import { CATEGORY_GROUPS } from '@/lib/categories';

const root = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
const pictures = readdirSync(path.join(root, 'public/images/categories')).map(
  (file) => `/images/categories/${file}`,
);

describe('category pictures under photos', () => {
  it('has a class for every category picture, laying that picture under the photo', () => {
    // Tailwind makes `fb-{name}` from the theme's `--fallback-{name}`, for the names listed inline.
    const listed = css.match(/@source inline\('fb-\{([a-z,-]+)\}'\)/)?.[1]?.split(',');
    expect(pictures.length).toBeGreaterThan(1);
    for (const src of pictures) {
      const [base, named] = fallbackClass(src).split(' ');
      expect(base).toBe('photo-fallback');
      const name = named!.replace(/^fb-/, '');
      expect(listed).toContain(name);
      expect(css).toContain(`--fallback-${name}: url(${src});`);
    }
  });

  it('every group pictures a file that is there', () => {
    for (const group of CATEGORY_GROUPS) expect(pictures).toContain(group.stockImage);
  });
});
