import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { claimAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = claimAnswer((m) => m.myClaimsAnswerSchema);

/** GET /api/claims/my-claims: my claims and where each stands. */
export const getMyClaims = (signal?: AbortSignal) => apiFetch('/api/claims/my-claims', answer, { signal });

export const myClaimsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.claims.mine(), queryFn: ({ signal }) => getMyClaims(signal) });

export const useMyClaims = () => useQuery(myClaimsQueryOptions());
