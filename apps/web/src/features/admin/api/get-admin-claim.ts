import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { UploadTarget } from '~/lib/upload-file';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { claimAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { claimPath } from './requests';

const answer = claimAnswer((m) => m.adminClaimAnswerSchema);

/** GET /api/admin/claims/{id}: the claim as the claims team sees it, with the rules' assessment. */
export const getAdminClaim = (id: string, signal?: AbortSignal) => apiFetch(claimPath(id), answer, { signal });

export const adminClaimQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.claim(id), queryFn: ({ signal }) => getAdminClaim(id, signal) });

export const useAdminClaim = (id: string) => useQuery(adminClaimQueryOptions(id));

/** Where the claims team sends a photo or document (multipart, with progress: `uploadWithProgress`). */
export const adminClaimFiles = (id: string): UploadTarget<AdminClaimAnswer> => ({
  url: `${claimPath(id)}/files`,
  answer,
});
