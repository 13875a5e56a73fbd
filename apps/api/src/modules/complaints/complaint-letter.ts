import { withoutSecretLinks } from '@kestrel/domain/site/secret-links';
import { complaintOutcomeLabels, complaintSubjectLabels } from '@kestrel/domain/complaints/complaint-rules';
import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { ukLongDate, ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { drawHeading, drawParagraph, drawRows, drawTitle, productWording, renderPdf, type Pdf } from '../documents';
import type { ComplaintRecord } from './complaints-repository';
import { eligibilityOf } from './complaint-views';
import { complaintErrors } from './errors';

/** The complaint's details, as the letter and the evidence pack both open with them. */
export function drawComplaint(doc: Pdf, record: ComplaintRecord) {
  const { complaint, customer } = record;
  drawRows(doc, [
    ['Complaint reference', complaint.reference],
    ['Customer', `${customer.firstname} ${customer.lastname}`],
    ['About', complaintSubjectLabels[complaint.subject]],
    ...(record.claimReference ? [['Claim number', record.claimReference] as const] : []),
    ['Received', ukLongDateAt(complaint.receivedAt)],
    ['Final response due by', ukLongDate(complaint.finalResponseDueOn)],
  ]);
  drawHeading(doc, 'The complaint');
  drawParagraph(doc, withoutSecretLinks(complaint.description));
}

/** Our answer: the outcome, the reasons and what we put right. */
export function drawResponse(doc: Pdf, record: ComplaintRecord) {
  const { complaint } = record;
  if (!complaint.outcome || !complaint.respondedAt) {
    drawParagraph(doc, 'We have not yet given our final response to this complaint.');
    return;
  }
  drawRows(doc, [
    ['Our decision', complaintOutcomeLabels[complaint.outcome]],
    ['Given on', ukLongDateAt(complaint.respondedAt)],
  ]);
  drawHeading(doc, 'Our reasons');
  drawParagraph(doc, complaint.outcomeReasons ?? '');
  if (complaint.redress) {
    drawHeading(doc, 'What we will put right');
    drawParagraph(
      doc,
      `${complaint.redress}${complaint.redressPence ? ` We pay you ${formatPence(complaint.redressPence)}.` : ''}`,
    );
  }
}

/**
 * The final response letter (docs/complaints.md), drawn from the record on request like the claim
 * letters; a claim dispute's letter says how to refer it to the independent arbiter, and by when.
 */
export function complaintLetterPdf(record: ComplaintRecord): Promise<Buffer> {
  const { complaint } = record;
  const respondedAt = complaint.respondedAt;
  if (!respondedAt || !complaint.outcome) throw complaintErrors.noLetter();
  const title = 'Our final response';
  return renderPdf(
    (doc) => {
      drawTitle(doc, title, `${complaint.reference} · ${ukLongDateAt(respondedAt)}`);
      drawComplaint(doc, record);
      drawHeading(doc, 'Our final response');
      drawResponse(doc, record);
      drawHeading(doc, 'If you are not satisfied');
      // As the arbiter stood on the day of the response, so the same record always gives the same letter.
      const eligibility = eligibilityOf({ ...complaint, status: 'responded' }, londonToday(respondedAt));
      if (complaint.subject === 'claim-decision' && complaint.claimId && eligibility.eligible) {
        drawParagraph(
          doc,
          `${productWording.arbiter} ${eligibility.reason} Ask from your complaint’s page on your dashboard, by e-mail to ${siteConfig.supportEmail} or on ${siteConfig.supportPhone}: we send the arbiter the evidence pack, and the arbiter’s decision binds us. Section 12 of our terms explains how. Referral does not affect your right to go to court.`,
        );
      } else {
        drawParagraph(
          doc,
          `This is our final response. If you are still unhappy, please tell us by e-mail to ${siteConfig.supportEmail} or on ${siteConfig.supportPhone}. This does not affect your statutory rights.`,
        );
      }
    },
    {
      title: `${title} ${complaint.reference} – ${siteConfig.brand}`,
      subject: `${title}: complaint ${complaint.reference}`,
      createdAt: respondedAt,
    },
  );
}
