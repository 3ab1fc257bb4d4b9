import 'server-only';

// PostgreSQL SQLSTATEs, Node socket errors and Prisma's and its adapter's kinds, whoever wrapped them.
const CODES =
  /^(?:57P0[1-3]|08[0-9A-Z]{3}|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE|P1001|P1002|P1008|P1017|P2024|DatabaseNotReachable|ConnectionClosed|SocketTimeout|TooManyConnections)$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Can't reach database|database system is (?:starting up|shutting down|in recovery mode|not yet accepting connections)|terminating connection due to administrator command|Server has closed the connection|not queryable|connect ECONNREFUSED|too many clients|Timed out fetching a new connection|Unable to start a transaction in the given time|Cannot use a pool after calling end/i;

function found(error: unknown, codes: RegExp, messages: RegExp): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number, key: string): boolean => {
    if (typeof value === 'string')
      return (
        ((key === 'code' || key === 'kind' || key === 'errno') && codes.test(value)) ||
        messages.test(value)
      );
    if (!value || typeof value !== 'object' || depth > 4 || seen.has(value)) return false;
    seen.add(value);
    return Object.getOwnPropertyNames(value).some((name) =>
      name === 'stack' ? false : visit((value as Record<string, unknown>)[name], depth + 1, name),
    );
  };
  return visit(error, 0, '');
}

/** A condition to answer 503 with Retry-After, not a bug to answer 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return found(error, CODES, MESSAGES);
}

export function isStatementTimeout(error: unknown): boolean {
  return found(error, /^57014$/, /canceling statement due to statement timeout/i);
}
