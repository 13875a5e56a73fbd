import { lazySchemas } from '~/lib/forms/lazy-schema';

/** The back office's form schemas, fetched on first focus or submit. */
const schema = lazySchemas(() => import('./form-schemas'));

export const adminSchemas = {
  staffLogin: schema((m) => m.staffLoginRequestSchema),
  staffCode: schema((m) => m.staffCodeSchema),
  reply: schema((m) => m.enquiryReplySchema),
  scheduleInspection: schema((m) => m.scheduleInspectionSchema),
  raiseBalance: schema((m) => m.raiseBalanceFormSchema),
  failInspection: schema((m) => m.failInspectionSchema),
  requestInfo: schema((m) => m.requestInfoRequestSchema),
  claimMessage: schema((m) => m.staffClaimMessageRequestSchema),
  adjustLine: schema((m) => m.adjustLineFormSchema),
  authorise: schema((m) => m.authoriseFormSchema),
  decline: schema((m) => m.declineClaimRequestSchema),
  recordInvoice: schema((m) => m.recordInvoiceFormSchema),
  markPaid: schema((m) => m.markPaidRequestSchema),
  reopen: schema((m) => m.reopenClaimRequestSchema),
  reverseAutomatic: schema((m) => m.reverseAutomaticRequestSchema),
  recordPrivacyRequest: schema((m) => m.recordPrivacyRequestFormSchema),
  refusePrivacyRequest: schema((m) => m.refusePrivacyRequestSchema),
  recordComplaint: schema((m) => m.recordComplaintFormSchema),
  complaintNote: schema((m) => m.complaintNoteRequestSchema),
  finalResponse: schema((m) => m.finalResponseFormSchema),
  arbiterDecision: schema((m) => m.arbiterDecisionFormSchema),
  refuseTransfer: schema((m) => m.refuseTransferRequestSchema),
};
