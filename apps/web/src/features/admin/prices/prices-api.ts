import type { PricePreviewAnswer, PricesAnswer, PriceVersion } from '@kestrel/domain/schemas/admin-prices';
import type { RateTablesInput } from '@kestrel/domain/pricing/rates';
import { apiFetch } from '~/lib/api-client';

export const prices = {
  current: (signal?: AbortSignal) => apiFetch<PricesAnswer>('/api/admin/prices', { signal }),
  preview: (tables: RateTablesInput) =>
    apiFetch<PricePreviewAnswer>('/api/admin/prices/preview', { method: 'POST', body: { tables }, loading: true }),
  publish: (body: { tables: RateTablesInput; note: string; basedOn: number }) =>
    apiFetch<PriceVersion>('/api/admin/prices', { method: 'POST', body, loading: true }),
};
