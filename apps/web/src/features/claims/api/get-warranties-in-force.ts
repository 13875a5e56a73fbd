import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { dashboardAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = dashboardAnswer((m) => m.myWarrantiesAnswerSchema);
const oneAnswer = dashboardAnswer((m) => m.myWarrantyAnswerSchema);

/** The warranties in force today: those a claim may be made on (the server checks again). */
export const getWarrantiesInForce = async (signal?: AbortSignal): Promise<Warranty[]> =>
  (await apiFetch('/api/warranty/my-warranties', answer, { signal })).activeWarranty.warranties;

export const warrantiesInForceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.warranties.inForce(), queryFn: ({ signal }) => getWarrantiesInForce(signal) });

export const useWarrantiesInForce = () => useQuery(warrantiesInForceQueryOptions());

/** The warranty a claim is made on: its vehicle and cover for the form, and any claim in progress. */
export const useClaimWarranty = (id: string) =>
  useQuery({
    queryKey: queryKeys.warranties.one(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/warranty/my-warranty/${encodeURIComponent(id)}`, oneAnswer, { signal })).warranty,
  });

/**
 * After a claim is made, refused or closed: the warranties' "open claim" has changed, so the
 * Claims page and the dashboard read them again (a claim in progress instead of "Make a claim").
 */
export function refreshClaimWarranties(client: QueryClient, warrantyId: string) {
  for (const queryKey of [
    queryKeys.warranties.inForce(),
    queryKeys.warranties.current(),
    queryKeys.warranties.one(warrantyId),
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}
