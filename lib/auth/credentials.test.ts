import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { verifyCredentials } from './credentials';

const admin = { username: 'owner', password: 's3cret-pass' };

describe('verifyCredentials', () => {
  it('accepts only the exact username and password', async () => {
    expect(await verifyCredentials({ username: 'owner', password: 's3cret-pass' }, admin)).toBe(
      true,
    );
    for (const submitted of [
      { username: 'owner', password: 's3cret-pas' },
      { username: 'owner', password: 's3cret-pass ' },
      { username: 'Owner', password: 's3cret-pass' },
      { username: '', password: '' },
    ]) {
      expect(await verifyCredentials(submitted, admin)).toBe(false);
    }
  });

  it('compares against a bcrypt hash when ADMIN_PASSWORD is one', async () => {
    const hashed = { username: 'owner', password: bcrypt.hashSync('s3cret-pass', 4) };
    expect(await verifyCredentials({ username: 'owner', password: 's3cret-pass' }, hashed)).toBe(
      true,
    );
    expect(await verifyCredentials({ username: 'owner', password: hashed.password }, hashed)).toBe(
      false,
    );
  });
});
