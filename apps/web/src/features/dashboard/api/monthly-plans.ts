import type { MyMonthlyPlansAnswer } from '@kestrel/domain/schemas/direct-debit';
import { apiFetch } from '~/lib/api-client';

/** GET /api/warranty/direct-debit: my warranties paid monthly, each with its schedule. */
export const getMyMonthlyPlans = (signal?: AbortSignal) =>
  apiFetch<MyMonthlyPlansAnswer>('/api/warranty/direct-debit', { signal });
