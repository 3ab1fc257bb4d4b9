import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '@/scripts/free-port';
import { isDatabaseUnavailable, isStatementTimeout } from '@/lib/db/database-errors';

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

  it('recognises a pool too busy to start a transaction (Prisma P2028), a 503 and not a 500', () => {
    const busy = Object.assign(
      new Error('Transaction API error: Unable to start a transaction in the given time.'),
      { code: 'P2028' },
    );
    expect(isDatabaseUnavailable(busy)).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('Transaction already closed'), { code: 'P2028' }),
      ),
    ).toBe(false);
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

describe('isStatementTimeout', () => {
  it('recognises a statement cancelled by its timeout, however wrapped', () => {
    const timeout = serverError('57014', 'canceling statement due to statement timeout');
    expect(isStatementTimeout(timeout)).toBe(true);
    expect(isStatementTimeout(new Error('query failed', { cause: timeout }))).toBe(true);
    expect(isStatementTimeout(serverError('57P01', 'terminating connection'))).toBe(false);
    expect(isStatementTimeout(new Error('boom'))).toBe(false);
  });
});
