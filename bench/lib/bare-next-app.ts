// A bare Next.js app built beside ours: the framework's own figures on this machine (bench/README.md).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '@/scripts/db/database-url';
import type { Markup } from './markup-tree';
import { freePort, runProcess, startProcess, stopProcess } from './processes';

export const BARE_PAGE = 'bare Next page';

/** The bare app's on-demand page (ISR, as our detail pages): distinct URLs cost a cold page. */
export const bareOnDemandPath = (id: number) => `/p/${id}`;

/** The same, rendering a page of ours's markup as plain elements (startBareNextApp's `markup`). */
export const bareMarkupPath = (id: number) => `/m/${id}`;

const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bare-next-app', private: true }),
  'next.config.mjs': 'export default {};\n',
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      jsx: 'preserve',
      module: 'esnext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      isolatedModules: true,
      noEmit: true,
      plugins: [{ name: 'next' }],
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'app/layout.tsx': `export const metadata = { title: 'Bare Next page', description: 'The framework alone, for reference.' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.tsx': `export default function Page() {
  return <main><h1>Bare Next page</h1><p>The same runtime every App Router page loads, and nothing else.</p></main>;
}
`,
  'app/p/[id]/page.tsx': `export const revalidate = 300;
export function generateStaticParams() {
  return [];
}
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <main><h1>Bare Next page {(await params).id}</h1><p>Rendered on its first request.</p></main>;
}
`,
  'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
};

// Each request renders the elements afresh through React, as our page's components do.
const MARKUP_PAGE = `import { createElement, type ReactNode } from 'react';
import markup from '../markup.json';
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}
type Node = [string, Record<string, unknown>, (Node | string)[]] | string;
function element(node: Node, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  return createElement(tag, { ...props, key }, ...children.map(element));
}
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <>{(markup as Node[]).map(element)}<p>{id}</p></>;
}
`;

/** Built in a temp folder with node_modules hard-linked: Turbopack resolves nothing outside the root. */
export async function startBareNextApp(options: { markup?: Markup[] } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bare-next-'));
  const files = options.markup
    ? {
        ...FILES,
        'app/m/markup.json': JSON.stringify(options.markup),
        'app/m/[id]/page.tsx': MARKUP_PAGE,
      }
    : FILES;
  try {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    const modules = path.join(PROJECT_ROOT, 'node_modules');
    try {
      execFileSync('cp', ['-al', modules, dir]);
    } catch {
      // Another file system: hard links are impossible, a copy is slower but works.
      execFileSync('cp', ['-a', modules, dir]);
    }
    await runProcess(process.execPath, [NEXT_BIN, 'build'], { cwd: dir, quiet: true });
    const port = await freePort();
    const child = startProcess(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
      cwd: dir,
      quiet: true,
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    for (let waited = 0; ; waited += 250) {
      const up = await fetch(baseUrl).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (waited > 60_000) throw new Error('the bare Next app did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return {
      baseUrl,
      stop: async () => {
        await stopProcess(child);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
