import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { privacyAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = privacyAnswer((m) => m.privacyRequestsAnswerSchema);

/** GET /api/admin/privacy-requests: data requests by e-mail, phone or letter (docs/privacy.md). */
export const getPrivacyRequests = (signal?: AbortSignal) => apiFetch('/api/admin/privacy-requests', answer, { signal });

export const privacyRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.privacyRequests(), queryFn: ({ signal }) => getPrivacyRequests(signal) });

export const usePrivacyRequests = () => useQuery(privacyRequestsQueryOptions());
