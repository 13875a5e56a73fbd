import type { StartTransferRequest } from '@kestrel/domain/schemas/transfers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { transferAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const warrantyAnswer = transferAnswer((m) => m.warrantyTransferAnswerSchema);
const changeAnswer = transferAnswer((m) => m.transferAnswerSchema);
const offerAnswer = transferAnswer((m) => m.transferOfferAnswerSchema);
const acceptAnswer = transferAnswer((m) => m.acceptTransferAnswerSchema);
const takeoverAnswer = transferAnswer((m) => m.startTakeoverAnswerSchema);

const warrantyPath = (id: string) => `/api/transfers/warranty/${encodeURIComponent(id)}`;
const linkPath = (token: string) => `/api/transfers/accept/${encodeURIComponent(token)}`;

/** GET: whether my warranty may be transferred now, the fee and its latest transfer. */
export const useWarrantyTransfer = (warrantyId: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.transfers.ofWarranty(warrantyId),
      queryFn: ({ signal }) => apiFetch(warrantyPath(warrantyId), warrantyAnswer, { signal }),
    }),
  );

export const startTransfer = (warrantyId: string, body: StartTransferRequest) =>
  apiFetch(warrantyPath(warrantyId), changeAnswer, { method: 'POST', body, loading: true });

export const cancelTransfer = (warrantyId: string) =>
  apiFetch(`${warrantyPath(warrantyId)}/cancel`, changeAnswer, { method: 'POST', body: {}, loading: true });

/** GET the offer behind the new owner's link (no session needed). */
export const useTransferOffer = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.transfers.offer(token),
      queryFn: ({ signal }) => apiFetch(linkPath(token), offerAnswer, { signal }),
      retry: false,
    }),
  );

export const acceptTransfer = (token: string) =>
  apiFetch(linkPath(token), acceptAnswer, { method: 'POST', body: { declaration: true }, loading: true });

/** A monthly warranty: the declaration confirmed, where to set up the Direct Debit for the remaining instalments. */
export const startTakeover = (token: string) =>
  apiFetch(`${linkPath(token)}/direct-debit`, takeoverAnswer, {
    method: 'POST',
    body: { declaration: true },
    loading: true,
  });

/** Back from the bank-details page: the takeover finished, once. */
export const completeTakeover = (transferId: string) =>
  apiFetch(`/api/transfers/${encodeURIComponent(transferId)}/direct-debit/complete`, acceptAnswer, {
    method: 'POST',
    body: {},
  });
