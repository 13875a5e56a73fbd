import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { dashboardAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = dashboardAnswer((m) => m.myWarrantiesAnswerSchema);

/** The warranties in force today: those a claim may be made on (the server checks again). */
export const getWarrantiesInForce = async (signal?: AbortSignal): Promise<Warranty[]> =>
  (await apiFetch('/api/warranty/my-warranties', answer, { signal })).activeWarranty.warranties;

export const warrantiesInForceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.warranties.inForce(), queryFn: ({ signal }) => getWarrantiesInForce(signal) });

export const useWarrantiesInForce = () => useQuery(warrantiesInForceQueryOptions());
