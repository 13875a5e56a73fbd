/**
 * Safe retries (docs/api.md): a state-changing call sent with an `Idempotency-Key` header is
 * answered once; the same key and request again gets that first answer back, so a client that
 * lost it (a 502 from the load balancer after the work committed) can ask again and learn the
 * outcome. The rules the API's plugin and the web app's client share.
 */

/** The request header naming a call, and the answer header saying an answer is a stored one. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

export const SAFE_RETRIES = {
  /** How long an answer is kept: a client retries within seconds, a person within the day. */
  keptForSeconds: 24 * 60 * 60,
  /**
   * How long a first request may run before a retry takes it over: its process died. Longer than
   * any call runs (the longest, a PayPal capture, gives up after six provider calls, a minute at
   * the default timeout), so a request still running is never done twice side by side.
   */
  abandonedAfterSeconds: 5 * 60,
} as const;

/** 1 to 255 printable ASCII characters (a UUID, say): one header value, nothing else. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && /^[\x20-\x7e]{1,255}$/.test(value);
}

/**
 * Whether an answer is kept for the key: a success or a refusal (4xx) is the outcome and is
 * answered again; a 5xx means the work did not happen (or must be tried again), so the key is
 * let go and a retry does the work. A redirect is not kept (its Location is not stored).
 */
export function keepsAnswer(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 500);
}
