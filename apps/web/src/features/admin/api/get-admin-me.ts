import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.profileAnswerSchema);

/** GET /api/admin/me: the staff member signed in, or a 401 (the back office's layout asks on every visit). */
export const getAdminMe = (signal?: AbortSignal) => apiFetch('/api/admin/me', answer, { signal });
