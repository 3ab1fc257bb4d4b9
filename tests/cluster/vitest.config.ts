import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');

// `npm run test:cluster` (scripts/test/cluster.ts) runs these against a built app; the files
// share one set of servers, so they run one after another.
export default defineConfig({
  root,
  resolve: { alias: { '@': root } },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
