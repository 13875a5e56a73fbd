import type { FastifyReply } from 'fastify';
import type { ClaimParty } from '@kestrel/domain/claims/claim-status';
import type { ClaimFileRow } from '../../db/schema';
import { claimLetterPdf } from './claim-letter';
import type { ClaimRecord } from './claim-records-repository';

/** Sends the claim's letter as a PDF attachment, never cached (DESIGN §8.1 "Letters"). */
export async function sendClaimLetter(reply: FastifyReply, record: ClaimRecord, reader: ClaimParty) {
  const pdf = await claimLetterPdf(record, reader);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="claim-${record.claim.reference}.pdf"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

/** An attachment header for any name: an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * Sends one file of a claim (found by `claimFile`, claim-files.ts), as an attachment that is never
 * sniffed, cached or run (DESIGN §8.1 "Files").
 */
export function sendClaimFile(reply: FastifyReply, file: ClaimFileRow) {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachment(file.filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.data);
}
