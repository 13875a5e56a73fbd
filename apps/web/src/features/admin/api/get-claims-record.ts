import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { claimsRecordAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = claimsRecordAnswer((m) => m.claimsRecordAnswerSchema);

/** GET /api/admin/claims/record: the claims record per week and per month, and what is published. */
export const getClaimsRecord = (signal?: AbortSignal) => apiFetch('/api/admin/claims/record', answer, { signal });

export const useClaimsRecord = () =>
  useQuery({ queryKey: queryKeys.admin.claimsRecord(), queryFn: ({ signal }) => getClaimsRecord(signal) });
