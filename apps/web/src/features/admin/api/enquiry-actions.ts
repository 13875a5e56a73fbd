import { adminAnswer } from '~/lib/answer-schemas';
import { staffPost } from './requests';

const answer = adminAnswer((m, z) => z.object({ enquiry: m.enquiryItemSchema }));
const enquiryPath = (id: string) => `/api/admin/enquiries/${encodeURIComponent(id)}`;

/** POST /api/admin/enquiries/{id}/reply and /close: answer an enquiry by e-mail, or close it. */
export const enquiryActions = {
  reply: (id: string, message: string) => staffPost(`${enquiryPath(id)}/reply`, answer, { message }),
  close: (id: string) => staffPost(`${enquiryPath(id)}/close`, answer),
};
