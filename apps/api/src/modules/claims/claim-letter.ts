import type { ClaimActor } from '@kestrel/domain/claims/claim-status';
import { declineReason, disputesTerm, termCitation } from '@kestrel/domain/claims/decline-reasons';
import { type EstimateLine, partLabel } from '@kestrel/domain/claims/estimate';
import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { ukLongDate, ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { drawHeading, drawParagraph, drawRows, drawTitle, productWording, renderPdf, type Pdf } from '../documents';
import { assessmentOf } from './claim-assessment';
import type { ClaimRecord } from './claim-records-repository';
import { letterKind } from './claim-views';
import { claimErrors } from './errors';

const what = (line: EstimateLine): string =>
  line.kind === 'part' || line.kind === 'labour' ? `${line.description} (${partLabel(line.part)})` : line.description;

/**
 * The assessment's lines as a table (before VAT): each line, asked, allowed and why. The
 * authorisation letter and the arbiter's evidence pack draw the same table.
 */
export function drawAssessmentLines(
  doc: Pdf,
  heading: string,
  assessment: NonNullable<ReturnType<typeof assessmentOf>>,
) {
  drawHeading(doc, heading);
  drawRows(
    doc,
    [
      ['Line', 'Asked', 'Allowed', 'Why'],
      ...assessment.lines.map((l) => [
        what(l.line),
        formatPence(l.asked),
        formatPence(l.allowed),
        l.reasons.map((r) => r.message).join(' ') || 'Allowed in full.',
      ]),
    ],
    [150, 65, 65],
  );
}

function drawClaim(doc: Pdf, { claim, warranty, customer }: ClaimRecord) {
  drawHeading(doc, 'The claim');
  drawRows(doc, [
    ['Claim number', claim.reference],
    ['Customer', `${customer.firstname} ${customer.lastname}`],
    ['Vehicle', `${warranty.make} ${warranty.model}, ${warranty.registration}`],
    ['Date of the fault', ukLongDate(claim.faultDate)],
    ['Garage', `${claim.garage.name}, ${claim.garage.address}, ${claim.garage.postcode}`],
  ]);
}

/** The independent arbiter's award, which binds us above what the lines allow (docs/complaints.md). */
function drawAward(doc: Pdf, claim: ClaimRecord['claim']) {
  if (claim.awardedAmount === null || claim.awardedAt === null) return;
  drawParagraph(
    doc,
    `The independent arbiter decided this claim on ${ukLongDateAt(claim.awardedAt)}: we pay ${formatPence(claim.awardedAmount)}, VAT included, whatever the lines above allow.`,
  );
}

function drawAuthorisation(doc: Pdf, record: ClaimRecord) {
  const assessment = assessmentOf(record.claim, record.warranty);
  const amount = record.claim.authorisedAmount;
  if (!assessment || amount === null) throw claimErrors.noLetter();
  drawClaim(doc, record);
  drawAssessmentLines(doc, 'What we authorise, line by line (before VAT)', assessment);
  const t = assessment.totals;
  const customerPays = Math.max(0, t.askedTotal - amount);
  const paidBefore = record.claim.paidBeforeAward;
  drawHeading(doc, 'The amounts');
  drawRows(
    doc,
    [
      ['Asked by the garage, with VAT', formatPence(t.askedTotal)],
      ['Allowed before VAT', formatPence(t.allowedExVat)],
      ['VAT', formatPence(t.vat)],
      ...(t.overLimit > 0 ? [['Above the claim limit', formatPence(t.overLimit)] as const] : []),
      ...(paidBefore === null
        ? [['We pay the garage', formatPence(amount)] as const]
        : [
            ['We paid the garage', formatPence(paidBefore)] as const,
            ['We pay you', formatPence(amount - paidBefore)] as const,
          ]),
      ['You pay the garage', formatPence(customerPays)],
    ],
    [200],
  );
  drawAward(doc, record.claim);
  for (const note of assessment.notes) drawParagraph(doc, note.message, { muted: true });
  drawParagraph(
    doc,
    `We pay ${record.claim.garage.name} directly once it sends its invoice. ${
      customerPays > 0 ? `The ${formatPence(customerPays)} we do not cover is paid to the garage by the customer.` : ''
    }`,
  );
}

function drawDecline(doc: Pdf, record: ClaimRecord, reader: ClaimActor) {
  const reason = declineReason(record.claim.declineReason ?? 'other');
  drawClaim(doc, record);
  drawHeading(doc, 'Our decision');
  drawParagraph(doc, `We are sorry: we cannot pay this claim. ${reason.label}.`);
  // The note is written to the customer (DESIGN §9.1): the garage's copy names the reason only.
  if (record.claim.declineNote && reader !== 'garage') drawParagraph(doc, record.claim.declineNote);
  drawParagraph(doc, `This decision rests on ${termCitation(reason.term)}.`);
  drawHeading(doc, 'If you disagree');
  drawParagraph(
    doc,
    `Tell us why, by e-mail to ${siteConfig.supportEmail} or on ${siteConfig.supportPhone}, and we will look at the claim again. ${productWording.arbiter} ${termCitation(disputesTerm).replace(/^s/, 'S')} explains how.`,
  );
}

/**
 * The authorisation or decline letter of a claim (DESIGN §8.1 "Letters"), drawn from the database on
 * request, for the party that reads it.
 */
export function claimLetterPdf(record: ClaimRecord, reader: ClaimActor): Promise<Buffer> {
  const kind = letterKind(record.claim);
  if (!kind) throw claimErrors.noLetter();
  const decidedAt =
    (kind === 'decline' ? record.claim.declinedAt : record.claim.authorisedAt) ?? record.claim.updatedAt;
  const title = kind === 'decline' ? 'Claim declined' : 'Claim authorised';
  return renderPdf(
    (doc) => {
      drawTitle(doc, title, `${record.claim.reference} · ${ukLongDateAt(decidedAt)}`);
      if (kind === 'decline') drawDecline(doc, record, reader);
      else drawAuthorisation(doc, record);
    },
    {
      title: `${title} ${record.claim.reference} – ${siteConfig.brand}`,
      subject: `${title}: claim ${record.claim.reference}`,
      createdAt: decidedAt,
    },
  );
}
