import 'server-only';

// Codes of a database that is away or restarting, whoever wrapped the error: PostgreSQL's
// SQLSTATE (admin_shutdown, crash_shutdown, cannot_connect_now, connection_exception class,
// too_many_connections), Node's socket errors, Prisma's and its driver adapter's kinds.
const CODES =
  /^(?:57P0[1-3]|08[0-9A-Z]{3}|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE|P1001|P1002|P1008|P1017|P2024|DatabaseNotReachable|ConnectionClosed|SocketTimeout|TooManyConnections)$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Can't reach database|database system is (?:starting up|shutting down|in recovery mode|not yet accepting connections)|terminating connection due to administrator command|Server has closed the connection|not queryable|connect ECONNREFUSED|too many clients|Timed out fetching a new connection|Cannot use a pool after calling end/i;

/**
 * Whether `error` says the database is unreachable, restarting or out of connections: a
 * condition to answer 503 with Retry-After, not a bug to answer 500. Looks through the
 * error's own fields, causes and metadata (a few levels deep), as the driver, its Prisma
 * adapter and Prisma each wrap the one before.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number, key: string): boolean => {
    if (typeof value === 'string')
      return (
        ((key === 'code' || key === 'kind' || key === 'errno') && CODES.test(value)) ||
        MESSAGES.test(value)
      );
    if (!value || typeof value !== 'object' || depth > 4 || seen.has(value)) return false;
    seen.add(value);
    return Object.getOwnPropertyNames(value).some((name) =>
      name === 'stack' ? false : visit((value as Record<string, unknown>)[name], depth + 1, name),
    );
  };
  return visit(error, 0, '');
}
