import type { RateTablesInput } from '@kestrel/domain/pricing/rates';
import { adminPricesAnswer } from '~/lib/answer-schemas';
import { staffPost } from './requests';

const answer = adminPricesAnswer((m) => m.publishPricesAnswerSchema);

/** POST /api/admin/prices: the edited tables become the new version in force (the server checks `basedOn`). */
export const publishPrices = (body: { tables: RateTablesInput; note: string; basedOn: number }) =>
  staffPost('/api/admin/prices', answer, body);
