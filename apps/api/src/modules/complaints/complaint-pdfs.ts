import type { FastifyReply } from 'fastify';
import { customerClaimRecord, staffClaimRecord } from '../claims';
import { complaintLetterPdf } from './complaint-letter';
import type { ComplaintRecord } from './complaints-repository';
import type { ComplaintsContext } from './context';
import { complaintErrors } from './errors';
import { evidencePackPdf } from './evidence-pack';

/** A PDF as an attachment that is never cached or sniffed, like the claim letters. */
function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

export async function sendComplaintLetter(reply: FastifyReply, record: ComplaintRecord) {
  return sendPdf(reply, await complaintLetterPdf(record), `complaint-${record.complaint.reference}.pdf`);
}

/**
 * The evidence pack of a claim dispute. The claim is read through the claims module, scoped as the
 * complaint was: the customer's own claim to the customer, any to staff.
 */
export async function sendEvidencePack(
  ctx: ComplaintsContext,
  reply: FastifyReply,
  record: ComplaintRecord,
  reader: { kind: 'customer'; userId: string } | { kind: 'staff' },
) {
  const { claimId, subject } = record.complaint;
  if (!claimId || subject !== 'claim-decision') throw complaintErrors.noEvidencePack();
  const claim =
    reader.kind === 'customer'
      ? await customerClaimRecord(ctx, reader.userId, claimId)
      : await staffClaimRecord(ctx, claimId);
  return sendPdf(reply, await evidencePackPdf(record, claim), `evidence-pack-${record.complaint.reference}.pdf`);
}
