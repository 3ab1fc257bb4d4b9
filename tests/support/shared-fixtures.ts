// The real scraper exports live beside the repo in ../shared/fixtures (always present in CI);
// a missing file fails the suite loudly instead of skipping it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const SHARED_FIXTURES = path.resolve(import.meta.dirname, '../../../shared/fixtures');

function missing(what: string): Error {
  return new Error(
    `${what} is missing: the real-export tests need ../shared/fixtures beside the repository (${SHARED_FIXTURES}).`,
  );
}

/** The absolute path of one shared fixture; throws when it is absent. */
export function sharedFixture(name: string): string {
  const file = path.join(SHARED_FIXTURES, name);
  if (!existsSync(file)) throw missing(file);
  return file;
}

/** The spreadsheet exports in the shared folder whose names match `pattern`, sorted. */
export function sharedFixtureFiles(pattern: RegExp): string[] {
  if (!existsSync(SHARED_FIXTURES)) throw missing(SHARED_FIXTURES);
  const files = readdirSync(SHARED_FIXTURES)
    .filter((name) => pattern.test(name))
    .sort();
  if (files.length === 0) throw missing(`A file matching ${pattern} in ${SHARED_FIXTURES}`);
  return files;
}
