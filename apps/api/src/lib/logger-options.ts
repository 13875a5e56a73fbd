import { stdSerializers, symbols, type LoggerOptions } from 'pino';

/**
 * What the server's log may hold (SECURITY C12): never a secret or a customer's personal details.
 * Redaction is by configuration, so a log call that passes an object with one of these keys
 * cannot leak it; database errors are logged by their code and the query's name only, because
 * a driver's message repeats the statement's parameters (names, phone numbers, addresses).
 */
const secretKeys = [
  'authorization',
  'cookie',
  'password',
  'confirmPassword',
  'token',
  'credential',
  'secret',
  'recoveryCode',
  'challenge',
];
const personalKeys = ['email', 'firstname', 'lastname', 'fullname', 'mobile_no', 'mobile', 'phone', 'addr', 'address'];

/** Each key at the top level and up to three levels down (pino's `*` matches one level). */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[...secretKeys, ...personalKeys].flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

interface DatabaseErrorSummary {
  type: 'DatabaseError';
  message: 'database query failed';
  /** The SQLSTATE (23505, 23514…) or the driver's code. */
  code: string | null;
  /** What the statement did, without its values: "insert into users", "update warranties". */
  query: string | null;
}

/** "insert into \"users\" (…) values ($1…)" → "insert into users"; null when it is not SQL we know. */
export function queryName(sql: string): string | null {
  const match =
    /^\s*(select)\b[\s\S]*?\bfrom\s+"?(\w+)"?/i.exec(sql) ??
    /^\s*(insert into|update|delete from)\s+"?(\w+)"?/i.exec(sql) ??
    /^\s*(with|begin|commit|rollback|create|alter|drop)\b/i.exec(sql);
  if (!match?.[1]) return null;
  return [match[1].toLowerCase(), match[2]].filter(Boolean).join(' ');
}

/** The database error in an error's cause chain (Drizzle wraps the driver's), or null. */
export function databaseErrorSummary(error: unknown): DatabaseErrorSummary | null {
  let sql: string | null = null;
  let code: string | null = null;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const fields = current as { query?: unknown; params?: unknown; code?: unknown; severity?: unknown };
    if (typeof fields.query === 'string' && 'params' in fields) sql = fields.query;
    if (typeof fields.code === 'string' && (sql !== null || 'severity' in fields)) code ??= fields.code;
    current = current.cause;
  }
  if (sql === null && code === null) return null;
  return { type: 'DatabaseError', message: 'database query failed', code, query: sql === null ? null : queryName(sql) };
}

/**
 * pino's error serializer, except that a database error keeps only its code and query name (its
 * stack is left out too: a stack's first line repeats the message, parameters and all).
 */
export function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const summary = databaseErrorSummary(error);
  return summary ? { ...summary, stack: '' } : stdSerializers.err(error);
}

/**
 * The path segment after each of these is a secret: whoever has it has the link (a password reset
 * or set-password link, a garage's claim link, an unsubscribe link), on the API and on the pages.
 */
const tokenInPath = /(\/(?:password\/reset|garage\/claims|unsubscribe)\/)[^/?#]+/gi;
/** Staff routes: every query value is masked, since a staff search is a customer's e-mail or name. */
const staffPath = /^\/(?:api\/)?admin(?:[/?#]|$)/i;
/** Query keys masked on any route: a search, an address, a token or a provider's one-time code. */
const secretQueryKeys = new Set(['q', 'search', 'to', 'email', 'token', 'code', 'state', 'password']);

const queryKey = (pair: string) => {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return key.toLowerCase();
  }
};

/**
 * A URL fit for the log (SECURITY C12): a token in its path is masked, and so are the query
 * values that carry personal details or secrets (every value on a staff route). The one place
 * the request log's URL is made, so a new route with a token or a search stays out of the log by
 * being named here.
 */
export function maskedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(tokenInPath, '$1[redacted]');
  if (queryAt === -1) return path;
  const staff = staffPath.test(path);
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      if (!staff && !secretQueryKeys.has(queryKey(pair))) return pair;
      return pair.includes('=') ? `${pair.split('=', 1)[0]}=[redacted]` : '[redacted]';
    })
    .join('&');
  return `${path}?${query}`;
}

/** A request as logged: its URL masked (see maskedUrl). */
export function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: maskedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
  };
}

type Stringifier = (value: unknown, stringifySafe?: unknown) => string | undefined;

/**
 * Fastify gives every request a child logger bound to its id (`reqId`), whether or not it logs
 * anything, and pino passes each binding through the redaction of the `*.key` paths above, which
 * copies and walks the value once per path: about half of all the memory a request allocated, and
 * its garbage collections were the quote call's p99 (docs/quality.md). A request id is a string
 * (`randomUUID`) with nothing in it to redact, so a string under that key is written as JSON
 * directly; any other value under it still goes through the redaction. pino keeps its per-key
 * writers under `symbols.stringifiersSym` (a binding's key with a writer of its own skips the
 * wildcard one); a logger without redaction has none and is left as it is.
 */
export function writeRequestIdDirectly(log: object, key = 'reqId'): boolean {
  const stringifiers = (log as Record<symbol, Record<PropertyKey, Stringifier> | undefined>)[symbols.stringifiersSym];
  const redacted = stringifiers?.[symbols.wildcardFirstSym];
  if (!stringifiers || !redacted || stringifiers[key]) return false;
  stringifiers[key] = (value, stringifySafe) =>
    typeof value === 'string' ? JSON.stringify(value) : redacted(value, stringifySafe);
  return true;
}
