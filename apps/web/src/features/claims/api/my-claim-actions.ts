import type { MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { UploadTarget } from '~/lib/upload-file';
import type { MakeClaimRequest } from '@kestrel/domain/schemas/claims';
import { claimAnswer } from '~/lib/answer-schemas';
import { claimPost, myClaimPath } from './paths';

const answer = claimAnswer((m) => m.myClaimAnswerSchema);

/** The customer's steps on a claim; each answers the claim as it now stands. */
export const myClaims = {
  make: (warrantyId: string, body: MakeClaimRequest) =>
    claimPost(`/api/claims/warranty/${encodeURIComponent(warrantyId)}`, answer, body),
  message: (id: string, message: string) => claimPost(`${myClaimPath(id)}/messages`, answer, { message }),
  withdraw: (id: string, note?: string) => claimPost(`${myClaimPath(id)}/withdraw`, answer, note ? { note } : {}),
  resendGarageLink: (id: string) => claimPost(`${myClaimPath(id)}/garage-link`, answer),
  /** Where a photo or document is sent (multipart, with progress: `uploadWithProgress`). */
  files: (id: string): UploadTarget<MyClaimAnswer> => ({ url: `${myClaimPath(id)}/files`, answer }),
};
