const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

export const isBcryptHash = (value: string) => BCRYPT_HASH.test(value);

export const DEV_ADMIN = {
  username: 'admin',
  password: 'admin',
  secret: 'dev-only-auth-secret-change-me',
} as const;

/** Anyone can read the repository, so production refuses these; secrets.test.ts keeps the list whole. */
export const PUBLISHED_SECRETS: readonly string[] = [
  DEV_ADMIN.password,
  DEV_ADMIN.secret,
  'change-me',
  'a-long-random-string-of-at-least-32-characters',
  'bench-password',
  'bench-secret-bench-secret-bench-secret',
  // Values since replaced too: the repository's history is public.
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

export function secretProblem(secret: string) {
  if (isPublished(secret)) return 'AUTH_SECRET is a value published in the repository';
  if (secret.length < MIN_SECRET_LENGTH)
    return `AUTH_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`;
  return null;
}

export function passwordProblem(password: string) {
  if (isPublished(password)) return 'ADMIN_PASSWORD is a value published in the repository';
  if (password.length < MIN_PASSWORD_LENGTH)
    return `ADMIN_PASSWORD is shorter than ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}
