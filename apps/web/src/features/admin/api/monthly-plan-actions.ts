import { directDebitAnswer } from '~/lib/answer-schemas';
import { staffPost, warrantyPath } from './requests';

const instalment = directDebitAnswer((m) => m.adminInstalmentAnswerSchema);
const cancelled = directDebitAnswer((m) => m.cancelMonthlyAnswerSchema);
const planPath = (id: string, action: string) => `${warrantyPath(id)}/direct-debit/${action}`;

/** POST /api/admin/warranties/{id}/direct-debit/{action}: staff's actions on a monthly plan, each audited by the server. */
export const monthlyPlanActions = {
  retry: (id: string, number: number) => staffPost(planPath(id, 'retry'), instalment, { number }),
  refund: (id: string, number: number) => staffPost(planPath(id, 'refund'), instalment, { number }),
  cancel: (id: string) => staffPost(planPath(id, 'cancel'), cancelled),
};
