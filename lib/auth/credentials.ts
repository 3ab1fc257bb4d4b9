import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { isBcryptHash } from '@/lib/env/secrets';

// Equal-length digests let timingSafeEqual compare inputs of any length without leaking it.
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** Both checks always run, so timing says nothing about which one failed. */
export async function verifyCredentials(
  submitted: { username: string; password: string },
  admin: { username: string; password: string },
) {
  const usernameMatches = sameText(submitted.username, admin.username);
  const passwordMatches = isBcryptHash(admin.password)
    ? await bcrypt.compare(submitted.password, admin.password)
    : sameText(submitted.password, admin.password);
  return usernameMatches && passwordMatches;
}
