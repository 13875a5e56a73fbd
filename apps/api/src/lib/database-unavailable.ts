/**
 * Whether an error means the database could not be reached (rather than that a query was wrong):
 * the error handler answers those 503 "try again shortly" instead of a 500 (`npm run faults`:
 * the database refusing connections, or silent behind a partition).
 *
 * node-postgres reports them as socket errors (ECONNREFUSED, ECONNRESET…), its own messages
 * ("Connection terminated…", "timeout exceeded when trying to connect", "Query read timeout"),
 * or server SQLSTATEs: class 08 (connection exception), class 28 (authentication refused: a
 * rotated password, a removed role), 3D000 (no such database: dropped, or not yet restored),
 * 53300 (too many connections), 55000 (the database is not accepting connections, e.g.
 * `ALLOW_CONNECTIONS false` during maintenance) and 57P01–57P03 (the server shutting down,
 * terminating our backend, or starting). Drizzle wraps them in its own error, so the `cause`
 * chain is walked. test/database-outage.test.ts proves each against a real server.
 */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300', '55000', '3D000']);
const serverClasses = ['08', '28'];
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
    if (
      typeof code === 'string' &&
      (socketCodes.has(code) || serverCodes.has(code) || serverClasses.some((prefix) => code.startsWith(prefix)))
    ) {
      return true;
    }
    const { message } = current;
    if (clientMessages.some((pattern) => pattern.test(message))) return true;
    current = current.cause;
  }
  return false;
}
