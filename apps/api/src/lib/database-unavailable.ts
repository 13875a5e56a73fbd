/**
 * Whether an error means the database could not be reached (rather than that a query was wrong):
 * the error handler answers those 503 "try again shortly" instead of a 500 (issue #8's fault
 * tests: the database refusing connections, or silent behind a partition).
 *
 * node-postgres reports them as socket errors (ECONNREFUSED, ECONNRESET…), its own messages
 * ("Connection terminated…", "timeout exceeded when trying to connect", "Query read timeout"),
 * or server SQLSTATEs of class 08 (connection exception), 57P01–57P03 (the server shutting down
 * or starting) and 53300 (too many connections). Drizzle wraps them in its own error, so the
 * `cause` chain is walked.
 */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);
const clientMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (socketCodes.has(code) || serverCodes.has(code) || code.startsWith('08'))) {
      return true;
    }
    const { message } = current;
    if (clientMessages.some((pattern) => pattern.test(message))) return true;
    current = current.cause;
  }
  return false;
}
