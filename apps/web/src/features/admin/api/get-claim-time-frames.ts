import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { claimTimeFramesAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = claimTimeFramesAnswer((m) => m.claimTimeFramesAnswerSchema);

/** GET /api/admin/claims/time-frames: the promises and, month by month, how many were kept. */
export const getClaimTimeFrames = (signal?: AbortSignal) =>
  apiFetch('/api/admin/claims/time-frames', answer, { signal });

export const useClaimTimeFrames = () =>
  useQuery({ queryKey: queryKeys.admin.claimsQueue.timeFrames(), queryFn: ({ signal }) => getClaimTimeFrames(signal) });
