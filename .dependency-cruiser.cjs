// The layers of lib/ (docs/architecture.md), checked by `npm run lint:layers` in `npm test` and CI.
// A folder of lib/ (or a file at its root) imports only its own layer and the layers below it,
// and no two folders import each other, directly or round a longer loop.

/** Top to bottom. */
const LAYERS = [
  {
    name: 'features',
    why: 'front doors and admin tasks: HTTP helpers, auth, import, export, reports, sitemaps',
    folders: [
      'api',
      'auth',
      'admin',
      'import',
      'export',
      'quality',
      'reports',
      'sitemap',
      'indexnow',
    ],
  },
  { name: 'search', why: 'a search: query, plan and its reads', folders: ['search'] },
  { name: 'seo', why: 'page text, metadata and JSON-LD from read data', folders: ['seo'] },
  { name: 'data', why: 'reads and the business DTO', folders: ['data'] },
  { name: 'urls', why: 'paths, pagination and former slugs', folders: ['urls'] },
  {
    name: 'cache',
    why: 'the cached-read wrapper, tag names and shared tag times',
    folders: ['cache'],
  },
  {
    name: 'domain',
    why: 'the directory’s rules: fields, validation, hours, categories, places, phones, site',
    folders: [
      'business',
      'validation',
      'hours',
      'categories',
      'geo',
      'phone',
      'format',
      'freshness',
      'slug',
      'site',
      'site-identity',
      'list-limit',
    ],
  },
  {
    name: 'db',
    why: 'the one Prisma client, pool, replicas and read gate',
    folders: ['db', 'generated'],
  },
  { name: 'foundation', why: 'environment and the app’s error type', folders: ['env', 'errors'] },
];

// Temporary, removed at merge: the search rework (issue 45, items 1-2) moves these out.
const TEMPORARY_EXCEPTIONS = [
  // data -> search: moves into lib/search with ranked-list.ts and brand-spread.ts.
  '^lib/data/gated-search\\.ts$',
  // urls -> search (sort orders): the search query schema replaces this parser.
  '^lib/urls/browse-params\\.ts$',
];

const inFolders = (folders) => `^lib/(?:${folders.join('|')})(?:/|\\.[cm]?[jt]sx?$)`;
const mapped = LAYERS.flatMap((layer) => layer.folders);

module.exports = {
  forbidden: [
    ...LAYERS.slice(1).map((layer, index) => ({
      name: `layer-${layer.name}`,
      comment: `${layer.name} (${layer.why}) must not import a layer above it`,
      severity: 'error',
      from: { path: inFolders(layer.folders) },
      to: { path: inFolders(LAYERS.slice(0, index + 1).flatMap((above) => above.folders)) },
    })),
    {
      name: 'no-folder-cycle',
      comment: 'two folders of lib/ that reach each other are one tangled layer',
      severity: 'error',
      scope: 'folder',
      from: { path: '^lib/' },
      to: { circular: true },
    },
    {
      name: 'layer-unmapped',
      comment: 'every folder of lib/ has a layer in .dependency-cruiser.cjs',
      severity: 'error',
      from: { path: '^lib/', pathNot: inFolders(mapped) },
      to: {},
    },
    {
      name: 'lib-below-app',
      comment: 'lib/ serves app/ and components/, never the other way round',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(?:app|components)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: ['node_modules', '^lib/generated/'] },
    exclude: { path: ['\\.test\\.tsx?$', ...TEMPORARY_EXCEPTIONS] },
  },
};
