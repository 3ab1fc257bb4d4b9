/** The development defaults: printed at start, and refused in production like the rest below. */
export const DEV_ADMIN = {
  username: 'admin',
  password: 'admin',
  secret: 'dev-only-auth-secret-change-me',
} as const;

/**
 * Every admin password and AUTH_SECRET written anywhere in this repository (.env.example,
 * the defaults above, scripts, tests, docs). Anyone can read them, so production refuses
 * them; `published-secrets.test.ts` fails when a new literal appears that is not listed here.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  DEV_ADMIN.password,
  DEV_ADMIN.secret,
  // .env.example
  'change-me',
  'a-long-random-string-of-at-least-32-characters',
  // scripts/bench/lib/next-server.ts (the bench measures no admin page)
  'bench-password',
  'bench-secret-bench-secret-bench-secret',
  // tests, including values since replaced: the repository's history is public too
  's3cret-pass',
  'a-production-secret-of-enough-length',
  'correct horse battery staple',
  'an-attacker-guessed-secret-0123456789',
  'e2e-only-auth-secret-not-for-production',
];

export const MIN_SECRET_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 12;

const published = new Set(PUBLISHED_SECRETS.map((value) => value.trim().toLowerCase()));

export const isPublished = (value: string) => published.has(value.trim().toLowerCase());

/** Why this AUTH_SECRET must not sign production sessions, or null when it may. */
export function secretProblem(secret: string) {
  if (isPublished(secret)) return 'AUTH_SECRET is a value published in the repository';
  if (secret.length < MIN_SECRET_LENGTH)
    return `AUTH_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`;
  return null;
}

/** Why this plain-text admin password must not be used in production, or null when it may. */
export function passwordProblem(password: string) {
  if (isPublished(password)) return 'ADMIN_PASSWORD is a value published in the repository';
  if (password.length < MIN_PASSWORD_LENGTH)
    return `ADMIN_PASSWORD is shorter than ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}
