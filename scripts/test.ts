// `npm test`: lint, the lib/ layers (.dependency-cruiser.cjs), typecheck, unit, integration
// (fresh PostgreSQL), end-to-end tests (production build in the system Chromium) and the cluster
// tests (two instances of that build with Redis, PgBouncer and nginx), then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/reporters';
import { ensureChromium } from './test/chromium';
import { ensureClusterTools } from './test/cluster-tools';

const REPORTS = path.join(import.meta.dirname, '..', 'test-results', 'reports');

type Step = { name: string; command: string[]; report?: string; env?: Record<string, string> };

type Counts = { passed: number; failed: number; skipped: number; failures: string[] };

const firstLine = (message = '') =>
  stripVTControlCharacters(message).trim().split('\n')[0]!.slice(0, 240);

function vitestCounts(file: string): Counts {
  const report: JsonTestResults = JSON.parse(readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((testFile) => {
    const where = path.relative(process.cwd(), testFile.name);
    const failed = testFile.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    return failed.length || testFile.status !== 'failed'
      ? failed
      : [`${where}: ${firstLine(testFile.message)}`];
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

function playwrightFailures(suite: JSONReportSuite): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map(
        (test) => `${spec.file} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`,
      ),
  );
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

function playwrightCounts(file: string): Counts {
  const { stats, suites }: JSONReport = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures: suites.flatMap(playwrightFailures),
  };
}

function run(step: Step) {
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command[0]!, step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CHECKPOINT_DISABLE: '1', ...step.env },
  });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

function main() {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const chromium = ensureChromium();
  ensureClusterTools();
  const report = (name: string) => path.join(REPORTS, `${name}.json`);
  const steps: Step[] = [
    { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
    { name: 'layers', command: ['npm', 'run', '--silent', 'lint:layers'] },
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    {
      name: 'unit',
      command: [
        'npx',
        'vitest',
        'run',
        '--project',
        'unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report('unit')}`,
      ],
      report: 'unit',
    },
    {
      name: 'integration',
      command: [
        'npx',
        'tsx',
        'scripts/with-test-db.ts',
        '--',
        'npx',
        'vitest',
        'run',
        '--project',
        'integration',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report('integration')}`,
      ],
      report: 'integration',
    },
    {
      name: 'e2e',
      command: [
        'npx',
        'tsx',
        'scripts/with-test-db.ts',
        '--seed',
        '--',
        'npx',
        'playwright',
        'test',
      ],
      report: 'e2e',
      env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') },
    },
    {
      name: 'cluster',
      command: [
        'npx',
        'tsx',
        'scripts/test/cluster.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report('cluster')}`,
      ],
      report: 'cluster',
      // The end-to-end step's build, when it made one: no second build.
      env: { CLUSTER_DIST_DIR: '.next-e2e' },
    },
  ];

  const totals = { passed: 0, failed: 0, skipped: 0 };
  const lines: string[] = [];
  for (const step of steps) {
    const { ok, seconds } = run(step);
    let detail = '';
    if (step.report) {
      const file = report(step.report);
      const counts = existsSync(file)
        ? (step.name === 'e2e' ? playwrightCounts : vitestCounts)(file)
        : { passed: 0, failed: 1, skipped: 0, failures: [] };
      if (!ok && counts.failed === 0) counts.failed = 1; // the runner itself failed
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      detail = ` ${counts.passed} passed, ${counts.failed} failed`;
      detail += counts.failures.map((failure) => `\n       ✗ ${failure}`).join('');
    } else if (!ok) {
      totals.failed += 1;
    }
    lines.push(
      `${ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(12)} ${seconds.toFixed(1).padStart(6)} s${detail}`,
    );
  }
  console.log(`\n━━ summary\n${lines.join('\n')}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed === 0 ? 0 : 1);
}

main();
