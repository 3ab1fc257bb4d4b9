import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The public site navigates with full page loads of its cached HTML, by plain anchors:
    // no client router state to hydrate per link, no prefetching (README, Search and
    // performance). The admin area keeps next/link.
    files: ['app/(site)/**', 'components/**'],
    ignores: ['components/admin/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
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
