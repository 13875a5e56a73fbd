import { adminAnswer } from '~/lib/answer-schemas';
import { staffPost, warrantyPath } from './requests';

const answer = adminAnswer((m) => m.adminWarrantyAnswerSchema);

/** POST /api/admin/warranties/{id}/{action}: staff's steps on a sale, each answering the sale as it now is. */
const warrantyAction = (id: string, action: string, body?: unknown) =>
  staffPost(`${warrantyPath(id)}/${action}`, answer, body);

export const warrantyActions = {
  scheduleInspection: (id: string, body: { date: string; garage: string; notes?: string }) =>
    warrantyAction(id, 'inspection', body),
  pass: (id: string) => warrantyAction(id, 'pass'),
  fail: (id: string, reason: string) => warrantyAction(id, 'fail', { reason }),
  raiseBalance: (id: string, body: { amount: number; reason: string }) => warrantyAction(id, 'balance', body),
};
