import { adminAnswer } from '~/lib/answer-schemas';
import { staffPost } from './requests';

const answer = adminAnswer((m, z) => z.object({ email: m.outboxItemSchema }));
const emailPath = (id: string) => `/api/admin/outbox/${encodeURIComponent(id)}`;

/** POST /api/admin/outbox/{id}/resend and /release: send an e-mail again, or one that was held. */
export const outboxActions = {
  resend: (id: string) => staffPost(`${emailPath(id)}/resend`, answer),
  release: (id: string) => staffPost(`${emailPath(id)}/release`, answer),
};
