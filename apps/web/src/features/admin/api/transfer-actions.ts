import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { transferAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';
import { listSearch, staffPost } from './requests';

const listAnswer = transferAnswer((m) => m.adminTransfersAnswerSchema);
const oneAnswer = transferAnswer((m) => m.adminTransferAnswerSchema);

/** GET /api/admin/transfers: warranty transfers to new owners, newest first, by status when given. */
export const useAdminTransfers = (status: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.admin.transfers({ status }),
      queryFn: ({ signal }) => apiFetch(`/api/admin/transfers${listSearch({ status })}`, listAnswer, { signal }),
    }),
  );

/** POST /api/admin/transfers/{id}/refuse: refuse a pending transfer; the holder and the new owner are told why. */
export const refuseTransfer = (id: string, reason: string) =>
  staffPost(`/api/admin/transfers/${encodeURIComponent(id)}/refuse`, oneAnswer, { reason });
