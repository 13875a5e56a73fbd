import type { IdempotencyContext } from './context';
import {
  claimKey,
  deleteExpired,
  keepAnswer,
  keptRequest,
  releaseKey,
  type Claim,
  type RequestKey,
} from './repository';

/** What a request with an Idempotency-Key is to do. */
export type Arrival =
  /** The key is this request's: run the handler, then finish it with its answer. */
  | { kind: 'first'; claim: Claim }
  /** The same request was answered: send that answer again. */
  | { kind: 'answered'; statusCode: number; contentType: string | null; body: string }
  /** The first request with the key is still running. */
  | { kind: 'running' }
  /** The key was used for another request (another path or body). */
  | { kind: 'reused' };

/**
 * Decides a request with a key: the first to claim it runs; an identical one later is answered
 * what the first answered; another request with the key is refused. The claim is tried again if
 * the row it lost to has gone in between (released after a 5xx, or swept).
 */
export async function arrive(
  context: IdempotencyContext,
  request: RequestKey & { fingerprint: string },
): Promise<Arrival> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claim = await claimKey(context.db, request);
    if (claim) return { kind: 'first', claim };
    const kept = await keptRequest(context.db, request);
    if (!kept) continue;
    if (kept.fingerprint !== request.fingerprint) return { kind: 'reused' };
    if (kept.statusCode === null) return { kind: 'running' };
    return { kind: 'answered', statusCode: kept.statusCode, contentType: kept.contentType, body: kept.body ?? '' };
  }
  // Claimed and let go three times over within a moment: as good as still running.
  return { kind: 'running' };
}

/** Keeps the first request's answer, or, given none (a 5xx, an answer that cannot be kept), lets the key go. */
export async function finish(
  context: IdempotencyContext,
  claim: Claim,
  answer: { statusCode: number; contentType: string | null; body: string } | null,
): Promise<void> {
  if (answer) await keepAnswer(context.db, claim, answer);
  else await releaseKey(context.db, claim);
}

/** The daily sweep's work: rows older than a day go (answers are kept for a day). */
export const deleteExpiredRequests = (context: IdempotencyContext): Promise<number> => deleteExpired(context.db);
