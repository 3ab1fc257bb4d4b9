// The import and export code uses libraries through their public API only: no private
// (underscore) fields, no `next/dist` imports. exceljs's `_writableState` was one.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOTS = ['lib/import', 'lib/export', 'lib/import/business-writer.ts'];
const PRIVATE_MEMBER = /\??\.\s*_[A-Za-z]\w*|\[\s*['"]_[A-Za-z]\w*['"]\s*\]/g;

async function sources(entry: string): Promise<string[]> {
  if (entry.endsWith('.ts')) return entry.endsWith('.test.ts') ? [] : [entry];
  const names = await readdir(entry, { withFileTypes: true });
  const nested = await Promise.all(
    names.map((name) =>
      name.isDirectory() || name.name.endsWith('.ts')
        ? sources(path.join(entry, name.name))
        : Promise.resolve([]),
    ),
  );
  return nested.flat();
}

it('reaches into no library internals', async () => {
  const found: string[] = [];
  for (const file of (await Promise.all(ROOTS.map(sources))).flat()) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(PRIVATE_MEMBER)) found.push(`${file}: ${match[0]}`);
    if (/from ['"]next\/dist\//.test(text)) found.push(`${file}: next/dist import`);
  }
  expect(found).toEqual([]);
});

it('nothing in the project imports or runs Next from next/dist', async () => {
  const code = /\.(ts|tsx|mjs)$/;
  const files = ['proxy.ts', 'next.config.ts', 'cache-handler.mjs'];
  for (const root of ['app', 'lib', 'components', 'tests', 'scripts']) {
    for (const file of await readdir(root, { recursive: true })) {
      if (code.test(file) && !file.startsWith('generated/')) files.push(path.join(root, file));
    }
  }
  const found = [];
  for (const file of files) {
    if (file.endsWith('no-library-internals.test.ts')) continue;
    if ((await readFile(file, 'utf8')).includes('next/dist/')) found.push(file);
  }
  expect(found).toEqual([]);
});
