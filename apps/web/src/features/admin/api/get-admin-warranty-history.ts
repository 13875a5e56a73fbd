import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { vehicleHistoryAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { warrantyPath } from './requests';

const answer = vehicleHistoryAnswer((m) => m.warrantyHistoryAnswerSchema);

/** GET /api/admin/warranties/{id}/history: the DVSA MOT history of the sale's vehicle. */
export const getAdminWarrantyHistory = (id: string, signal?: AbortSignal) =>
  apiFetch(`${warrantyPath(id)}/history`, answer, { signal });

export const adminWarrantyHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.warrantyHistory(id),
    queryFn: ({ signal }) => getAdminWarrantyHistory(id, signal),
  });

export const useAdminWarrantyHistory = (id: string) => useQuery(adminWarrantyHistoryQueryOptions(id));
