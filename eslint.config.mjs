import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      // Every build folder: the e2e runs and the bench build into their own (.gitignore).
      '.next*/**',
      'lib/generated/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
