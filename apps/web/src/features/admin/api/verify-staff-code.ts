import { accountAnswer } from '~/lib/answer-schemas';
import { staffPost } from './requests';

const answer = accountAnswer((m, z) => m.sessionAnswerSchema.extend({ recoveryCodes: z.array(z.string()).nullable() }));

/** POST /api/admin/login/verify: the authenticator's code or a recovery code; new recovery codes on first set-up. */
export const verifyStaffCode = (challenge: string, code: { code: string } | { recoveryCode: string }) =>
  staffPost('/api/admin/login/verify', answer, { challenge, ...code });
