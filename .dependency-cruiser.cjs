// The layers of lib/ and the bench's boundary (docs/architecture.md), checked by
// `npm run lint:layers` in `npm run lint`, `npm test` and CI.
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
  {
    name: 'foundation',
    why: 'environment, the app’s error type, memoising, the startup scope and a render’s end',
    folders: ['env', 'errors', 'memoise', 'startup-scope', 'render-end'],
  },
];

// What the benchmark (bench/, its own package) may import from the app: modules meant as entry
// points. Anything else it reaches over HTTP or through npm scripts (db:generate).
const BENCH_ENTRY_POINTS = [
  // Folder entry points and the one database client.
  '^lib/(?:db|categories|hours|import/readers|seo/content)/index\\.ts$',
  '^lib/generated/prisma/client\\.ts$',
  // The import pipeline's rooms (read, map, check, write), timed one by one, and export.
  '^lib/import/(?:run-import|columns|cells|validate-row|business-writer)\\.ts$',
  '^lib/export/(?:export-businesses|columns)\\.ts$',
  // One call per feature the bench times in-process.
  '^lib/(?:search/search-businesses|search/geo|search/conditions|seo/generate|quality/coverage|quality/duplicates-refresh)\\.ts$',
  '^lib/(?:sitemap/(?:businesses|config|xml)|urls/former-slugs|data/chains|slug)\\.ts$',
  // The project's own tasks and fixtures: database, ports, demo catalogue, spreadsheet builders.
  '^scripts/(?:db/[^/]+|free-port)\\.ts$',
  '^prisma/seed/[^/]+\\.ts$',
  '^tests/support/spreadsheets/[^/]+\\.ts$',
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
      name: 'bench-through-entry-points',
      comment: 'the benchmark reaches the app only through BENCH_ENTRY_POINTS',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^(?:lib|app|components|prisma|scripts|tests)/', pathNot: BENCH_ENTRY_POINTS },
    },
    {
      name: 'nothing-needs-bench',
      comment: 'the app and its tasks (db:generate included) never import the benchmark',
      severity: 'error',
      from: { path: '^(?:lib|app|components|prisma|scripts)/' },
      to: { path: '^bench/' },
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
    exclude: { path: ['\\.test\\.tsx?$'] },
  },
};
