import type { RateTablesInput } from '@kestrel/domain/pricing/rates';
import { adminPricesAnswer } from '~/lib/answer-schemas';
import { staffPost } from './requests';

const answer = adminPricesAnswer((m) => m.pricePreviewAnswerSchema);

/** POST /api/admin/prices/preview: what sample vehicles would pay under the edited tables, before and after. */
export const previewPrices = (tables: RateTablesInput) => staffPost('/api/admin/prices/preview', answer, { tables });
