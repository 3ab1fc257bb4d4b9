import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside React's server bundle; tests run lib code on plain Node.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
  'next/cache': path.resolve(import.meta.dirname, 'tests/support/next-cache.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Integration files share one database, so files run one after another (the unit
    // tests are quick enough not to mind).
    fileParallelism: false,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Generous: the machines are shared, and a loaded core can make a 1 s test take 6.
          testTimeout: 30_000,
          include: ['lib/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // A seed or a big import can take a minute at load 20; passing tests don't wait.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
