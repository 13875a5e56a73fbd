import type { StaffClaimRequests as Bodies } from '@kestrel/domain/schemas/claims';
import { claimAnswer } from '~/lib/answer-schemas';
import { claimPath, staffPost } from './requests';

const answer = claimAnswer((m) => m.adminClaimAnswerSchema);

const claimAction = (id: string, action: string, body: unknown) =>
  staffPost(`${claimPath(id)}/${action}`, answer, body);

/** POST /api/admin/claims/{id}/{action}: the claims team's decisions (docs/claims.md), each answering the claim as it now stands. */
export const claimActions = {
  requestInfo: (id: string, body: Bodies['requestInfo']) => claimAction(id, 'request-info', body),
  message: (id: string, body: Bodies['message']) => claimAction(id, 'messages', body),
  adjust: (id: string, body: Bodies['adjust']) => claimAction(id, 'adjust', body),
  authorise: (id: string, body: Bodies['authorise']) => claimAction(id, 'authorise', body),
  decline: (id: string, body: Bodies['decline']) => claimAction(id, 'decline', body),
  recordInvoice: (id: string, body: Bodies['recordInvoice']) => claimAction(id, 'invoice', body),
  markPaid: (id: string, body: Bodies['markPaid']) => claimAction(id, 'paid', body),
  reopen: (id: string, note: string) => claimAction(id, 'reopen', { note }),
  reverseAutomatic: (id: string, body: Bodies['reverseAutomatic']) => claimAction(id, 'reverse-automatic', body),
  garageLink: (id: string) => claimAction(id, 'garage-link', {}),
};
