import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '@/scripts/free-port';
import { isDatabaseUnavailable } from './database-errors';

/** pg's own error class, as the driver builds it from a server message. */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, as the driver reports it', async () => {
    const client = new pg.Client({
      connectionString: `postgresql://nobody@127.0.0.1:${await freePort()}/absent`,
    });
    const error = await client.connect().then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a restart or shutdown, also wrapped as a cause', () => {
    const shutdown = serverError('57P01', 'terminating connection due to administrator command');
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is starting up'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('query failed', { cause: shutdown }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves real failures alone', () => {
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value'))).toBe(false);
    expect(
      isDatabaseUnavailable(serverError('57014', 'canceling statement due to statement timeout')),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
