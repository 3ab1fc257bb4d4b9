import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, isPublished, passwordProblem, secretProblem } from './secrets';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BINARY = /\.(png|jpe?g|gif|webp|ico|svg|xlsx?|woff2?|zip)$|package-lock\.json$/;
// `password: '…'`, `AUTH_SECRET', '…'` (stubEnv), `ADMIN_PASSWORD: "…"`, and env-file lines.
const CODE_LITERAL =
  /(?:admin_password|auth_secret|password|secret)['"]?\s*[:=,]\s*(['"`])([^'"`\n]+)\1/gi;
const ENV_LINE = /^\s*#?\s*(?:ADMIN_PASSWORD|AUTH_SECRET)=(\S+)/gm;

function repositoryFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => file && !BINARY.test(file));
}

function literals(text: string) {
  return [
    ...[...text.matchAll(CODE_LITERAL)].map((match) => match[2]!),
    ...[...text.matchAll(ENV_LINE)].map((match) => match[1]!),
  ].filter((value) => !value.includes('${')); // computed template literals are no literal
}

describe('published secrets', () => {
  it('lists every password or secret literal in the repository that the length rules would let through', () => {
    const unlisted: string[] = [];
    for (const file of repositoryFiles()) {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        continue; // listed by git but deleted in the working tree
      }
      for (const value of literals(text)) {
        if (value.length >= MIN_PASSWORD_LENGTH && !isPublished(value))
          unlisted.push(`${file}: ${value}`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('finds the literals it is meant to find (the scan above is not vacuous)', () => {
    expect(literals(readFileSync(path.join(ROOT, '.env.example'), 'utf8'))).toEqual(
      expect.arrayContaining(['a-long-random-string-of-at-least-32-characters']),
    );
    const value = 'k'.repeat(20);
    expect(literals(`vi.stubEnv('AUTH_SECRET', '${value}')`)).toEqual([value]);
  });

  it('refuses published, short and differently cased values, and accepts a long unknown one', () => {
    expect(secretProblem('a-long-random-string-of-at-least-32-characters')).toMatch(/published/);
    expect(secretProblem(' DEV-ONLY-AUTH-SECRET-CHANGE-ME ')).toMatch(/published/);
    expect(secretProblem('x'.repeat(31))).toMatch(/shorter than 32/);
    expect(secretProblem('k3v9'.repeat(8))).toBeNull();
    expect(passwordProblem('change-me')).toMatch(/published/);
    expect(passwordProblem('Admin')).toMatch(/published/);
    expect(passwordProblem('eleven-char')).toMatch(/shorter than 12/);
    expect(passwordProblem('twelve-chars')).toBeNull();
  });
});
