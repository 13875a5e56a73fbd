import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { adminPricesAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const answer = adminPricesAnswer((m) => m.pricesAnswerSchema);

/** GET /api/admin/prices: the rate tables in force and their versions. */
export const getPrices = (signal?: AbortSignal) => apiFetch('/api/admin/prices', answer, { signal });

export const pricesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.prices(), queryFn: ({ signal }) => getPrices(signal) });

export const usePrices = () => useQuery(pricesQueryOptions());
