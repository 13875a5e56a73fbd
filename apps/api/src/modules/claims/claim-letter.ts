import type { ClaimParty } from '@kestrel/domain/claims/claim-status';
import { declineReason, disputesTerm, termCitation } from '@kestrel/domain/claims/decline-reasons';
import { claimAmountRows, claimAmounts, type ClaimAmountRow } from '@kestrel/domain/claims/claim-amounts';
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

/** What the customer pays the garage, said to the one reading the letter. */
const rest: Record<ClaimParty, (amount: string) => string> = {
  customer: (amount) => `You pay the garage the ${amount} we do not cover.`,
  garage: (amount) => `The customer pays you the ${amount} we do not cover.`,
  staff: (amount) => `The customer pays the garage the ${amount} we do not cover.`,
};

/** An amount as the letter writes it: a deduction with a minus sign (WinAnsi has no U+2212). */
const amountText = (row: ClaimAmountRow) => `${row.deduction ? '-' : ''}${formatPence(row.pence)}`;

function drawAuthorisation(doc: Pdf, record: ClaimRecord, reader: ClaimParty) {
  const assessment = assessmentOf(record.claim, record.warranty);
  const { claim } = record;
  const amount = claim.authorisedAmount;
  if (!assessment || amount === null) throw claimErrors.noLetter();
  drawClaim(doc, record);
  drawAssessmentLines(doc, 'What we authorise, line by line (before VAT)', assessment);
  const paidBefore = claim.paidBeforeAward;
  const rows = claimAmountRows(claimAmounts(assessment.totals, amount), reader);
  drawHeading(doc, 'The amounts');
  drawRows(
    doc,
    [
      ...rows.map((row) => [row.label, amountText(row)] as const),
      // The award reopened a paid claim: what we had paid the garage, and the rest, paid to the customer.
      ...(paidBefore === null
        ? []
        : [
            ['Of which we had paid the garage', formatPence(paidBefore)] as const,
            ['We pay the customer the rest', formatPence(amount - paidBefore)] as const,
          ]),
    ],
    [200],
  );
  drawAward(doc, record.claim);
  for (const note of assessment.notes) drawParagraph(doc, note.message, { muted: true });
  const customerPays = rows.find((row) => row.key === 'theyPay')?.pence ?? 0;
  drawParagraph(
    doc,
    claim.paidOn
      ? `We paid ${claim.garage.name} ${formatPence(amount)} on ${ukLongDate(claim.paidOn)} (payment reference ${claim.paymentReference ?? ''}).`
      : `We pay ${claim.garage.name} directly once it sends its invoice.${customerPays > 0 ? ` ${rest[reader](formatPence(customerPays))}` : ''}`,
  );
}

function drawDecline(doc: Pdf, record: ClaimRecord, reader: ClaimParty) {
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
/**
 * The letter's title and the day under it, by the claim's state: declined, authorised (until paid,
 * the invoice received or not), or paid with the day of the payment.
 */
export function letterHeading(claim: ClaimRecord['claim']): { title: string; dated: string; createdAt: Date } {
  const kind = letterKind(claim);
  if (!kind) throw claimErrors.noLetter();
  const decidedAt = (kind === 'decline' ? claim.declinedAt : claim.authorisedAt) ?? claim.updatedAt;
  if (kind === 'decline') return { title: 'Claim declined', dated: ukLongDateAt(decidedAt), createdAt: decidedAt };
  if (claim.status === 'paid' && claim.paidOn) {
    return { title: 'Claim paid', dated: `paid on ${ukLongDate(claim.paidOn)}`, createdAt: claim.updatedAt };
  }
  return { title: 'Claim authorised', dated: ukLongDateAt(decidedAt), createdAt: decidedAt };
}

/**
 * The authorisation or decline letter of a claim (DESIGN §8.1 "Letters"), drawn from the database on
 * request, for the party that reads it; once the garage is paid, titled so.
 */
export function claimLetterPdf(record: ClaimRecord, reader: ClaimParty): Promise<Buffer> {
  const { title, dated, createdAt } = letterHeading(record.claim);
  return renderPdf(
    (doc) => {
      drawTitle(doc, title, `${record.claim.reference} · ${dated}`);
      if (letterKind(record.claim) === 'decline') drawDecline(doc, record, reader);
      else drawAuthorisation(doc, record, reader);
    },
    {
      title: `${title} ${record.claim.reference} – ${siteConfig.brand}`,
      subject: `${title}: claim ${record.claim.reference}`,
      createdAt,
    },
  );
}
