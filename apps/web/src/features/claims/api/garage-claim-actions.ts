import type { GarageClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { UploadTarget } from '~/lib/upload-file';
import type { GarageEstimateRequest, GarageInvoiceRequest } from '@kestrel/domain/schemas/claim-estimate';
import { claimAnswer } from '~/lib/answer-schemas';
import { claimPost, garageClaimPath } from './paths';

const answer = claimAnswer((m) => m.garageClaimAnswerSchema);

/** The garage's steps behind its private link; each answers the claim as the garage now sees it. */
export const garageClaim = {
  estimate: (token: string, body: GarageEstimateRequest) =>
    claimPost(`${garageClaimPath(token)}/estimate`, answer, body),
  invoice: (token: string, body: GarageInvoiceRequest) => claimPost(`${garageClaimPath(token)}/invoice`, answer, body),
  message: (token: string, message: string) => claimPost(`${garageClaimPath(token)}/messages`, answer, { message }),
  files: (token: string): UploadTarget<GarageClaimAnswer> => ({ url: `${garageClaimPath(token)}/files`, answer }),
};
