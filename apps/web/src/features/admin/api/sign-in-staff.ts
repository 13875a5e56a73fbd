import { adminAnswer } from '~/lib/answer-schemas';
import { staffPost } from './requests';

const answer = adminAnswer((m) => m.staffChallengeAnswerSchema);

/** POST /api/admin/login: the password step; the answer is the challenge the second step answers. */
export const signInStaff = (email: string, password: string) =>
  staffPost('/api/admin/login', answer, { email, password });
