import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.messageAnswerSchema);

/**
 * POST /api/privacy/unsubscribe/:token: the e-mailed link, without signing in. A file of its own:
 * the page is public, so it loads no TanStack Query.
 */
export function unsubscribe(token: string): Promise<{ message: string }> {
  return apiFetch(`/api/privacy/unsubscribe/${encodeURIComponent(token)}`, answer, {
    method: 'POST',
    loading: true,
  });
}
