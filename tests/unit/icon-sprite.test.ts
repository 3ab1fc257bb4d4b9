// The icons are cells of one SVG sprite (components/ui/icons.svg) that app/globals.css picks by
// number: a cell out of step, or a sprite that is not well-formed XML, shows no icon at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const sprite = readFileSync(path.join(root, 'components/ui/icons.svg'), 'utf8');
const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
const CELL = 24;

const cells = [...sprite.matchAll(/<g id="([a-z]+)" transform="translate\((\d+)\)"/g)].map(
  ([, name, x]) => ({ name, x: Number(x) }),
);
const numbered = [...css.matchAll(/\.icon-([a-z]+) \{\s*--icon: (\d+);/g)].map(([, name, n]) => ({
  name,
  n: Number(n),
}));

describe('icon sprite', () => {
  it('has one cell per numbered icon, at the offset its number gives', () => {
    expect(cells.length).toBeGreaterThan(0);
    expect(numbered.map(({ name, n }) => ({ name, x: n * CELL }))).toEqual(cells);
    expect(css).toContain(`--icons: ${cells.length};`);
    expect(sprite).toContain(`viewBox="0 0 ${cells.length * CELL} ${CELL}"`);
  });

  it('is well-formed XML: no "--" inside a comment, every group closed', () => {
    for (const [, body] of sprite.matchAll(/<!--([\s\S]*?)-->/g)) expect(body).not.toContain('--');
    expect(sprite.match(/<g /g)?.length).toBe(sprite.match(/<\/g>/g)?.length);
  });

  it('draws every icon the components name', () => {
    const named = new Set(cells.map(({ name }) => name));
    const icons = readFileSync(path.join(root, 'components/ui/icons.tsx'), 'utf8');
    const union = icons.match(/export type IconName =([^;]+);/)?.[1] ?? '';
    const names = [...union.matchAll(/'([a-z]+)'/g)].map(([, name]) => name);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(named).toContain(name);
  });
});
