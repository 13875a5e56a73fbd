import { adminAnswer } from '~/lib/answer-schemas';
import { customerPath } from './get-customer';
import { staffPost } from './requests';

const answer = adminAnswer((m) => m.customerAccessAnswerSchema);

/** POST /api/admin/customers/{id}/disable or /enable: stop a customer signing in, or let them again. */
export const setCustomerAccess = (id: string, access: 'disable' | 'enable') =>
  staffPost(`${customerPath(id)}/${access}`, answer);
