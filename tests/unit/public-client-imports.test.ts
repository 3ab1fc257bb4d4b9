// What a public page's client components import ships to every visitor and runs before the page
// answers: zod was 31 kB gzip and its schema's construction the detail page's longest task.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { expect, it } from 'vitest';

const ROOTS = ['components', 'app/(site)'];
/** Server-side libraries no public client component may reach. */
const SERVER_ONLY = /^node_modules\/(?:zod|@prisma|pg|exceljs)\//;

async function publicClientFiles() {
  const files: string[] = [];
  for (const root of ROOTS) {
    for (const name of await readdir(root, { recursive: true })) {
      const file = path.join(root, name);
      if (!/\.tsx?$/.test(file) || file.startsWith('components/admin/')) continue;
      if (/^['"]use client['"]/.test(await readFile(file, 'utf8'))) files.push(file);
    }
  }
  return files;
}

it('public client components reach no zod, Prisma or pg', async () => {
  const files = await publicClientFiles();
  expect(files).toContain('components/detail/report-form.tsx');
  const result = await cruise(files, {
    // What the bundle keeps: type-only imports are erased.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: ['node_modules'] },
  });
  if (typeof result.output === 'string') throw new Error('unexpected cruise output');
  const reached = result.output.modules
    .filter((module) => SERVER_ONLY.test(module.source))
    .map((module) => module.source);
  expect(reached).toEqual([]);
}, 60_000);
