import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs name files and folders of this repository; a rename must not leave
// them pointing at nothing.
const ROOT = path.resolve(import.meta.dirname, '../..');
const TOP = ['app', 'components', 'lib', 'prisma', 'scripts', 'bench', 'tests', 'docs', 'public'];
// Written on another branch at the same time; drop an entry once that branch is merged.
function documents() {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs];
}

/** Repository paths a document names: `code spans` that look like paths, and link targets. */
function namedPaths(file: string) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const spans = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[.,:;]$/, ''))
    .filter((span) => !/[<>{}*…]/.test(span))
    .filter((span) => span.includes('/') && TOP.includes(span.split('/')[0]!));
  const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => path.join(path.dirname(file), target));
  return [...new Set([...spans, ...links])];
}

describe('README and docs', () => {
  for (const file of documents()) {
    it(`${file} names only paths that exist`, () => {
      const missing = namedPaths(file).filter((named) => !existsSync(path.join(ROOT, named)));
      expect(missing).toEqual([]);
    });
  }

  it('the README stays a page for users', () => {
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThan(151);
  });
});
