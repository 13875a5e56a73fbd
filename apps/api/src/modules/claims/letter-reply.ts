import type { FastifyReply } from 'fastify';
import { claimLetterPdf } from './claim-letter';
import type { ClaimRecord } from './claim-records';

/** Sends the claim's letter as a PDF attachment, never cached (DESIGN §8.1 "Letters"). */
export async function sendClaimLetter(reply: FastifyReply, record: ClaimRecord) {
  const pdf = await claimLetterPdf(record);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="claim-${record.claim.reference}.pdf"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}
