/**
 * Every staff action the audit log records, by the name the server stores, with what the back
 * office calls it. The server may record only these; the back office names them from here.
 */
export const auditActionLabels = {
  'warranty.inspection-scheduled': 'Inspection scheduled',
  'warranty.inspection-passed': 'Inspection passed',
  'warranty.inspection-failed': 'Inspection failed and refunded',
  'warranty.balance-raised': 'Balance raised',
  'enquiry.replied': 'Enquiry answered',
  'enquiry.closed': 'Enquiry closed',
  'email.resent': 'E-mail resent',
  'email.released': 'Held e-mail released',
  'prices.published': 'Prices published',
  'customer.viewed': 'Customer record viewed',
  'customer.disabled': 'Account disabled',
  'customer.enabled': 'Account enabled again',
  'profile-image.viewed': "Customer's picture viewed",
  'outbox-email.viewed': 'E-mail viewed',
  'claim.info-requested': 'Claim: information requested',
  'claim.adjusted': 'Claim: assessment adjusted',
  'claim.authorised': 'Claim authorised',
  'claim.declined': 'Claim declined',
  'claim.invoice-recorded': 'Claim: invoice recorded',
  'claim.paid': 'Claim: garage paid',
  'claim.reopened': 'Claim reopened',
  'claim.authorised-automatically': 'Claim authorised automatically by the rules',
  'claim.automatic-reversed': 'Claim: automatic authorisation reversed',
  'claim-rules.published': 'Automatic claim limit published',
  'claim.awarded': "Claim reopened on the independent arbiter's decision",
  'claim.garage-link-sent': 'Claim: new garage link sent',
  'claim.file-added': 'Claim: file added',
  'claim.message-written': 'Claim: message written',
  'complaint.recorded': 'Complaint recorded',
  'complaint.assigned': 'Complaint: handler assigned',
  'complaint.note-written': 'Complaint: note written',
  'complaint.final-response': 'Complaint: final response sent',
  'complaint.arbiter-decision': "Complaint: arbiter's decision recorded",
  'privacy.request-recorded': 'Data request recorded',
  'privacy.exported': 'Data request: data exported',
  'privacy.erased': 'Account erased',
  'privacy.refused': 'Data request refused',
  'direct-debit.cancelled': 'Monthly plan cancelled',
  'direct-debit.retried': 'Direct Debit payment retried',
  'direct-debit.refunded': 'Direct Debit payment refunded',
  'direct-debit.mandate-changed': 'Bank details changed',
  'transfer.started': 'Transfer to a new owner started',
  'transfer.cancelled': 'Transfer cancelled by the holder',
  'transfer.accepted': 'Transferred to the new owner',
  'transfer.refused': 'Transfer refused',
} as const;

export type AuditAction = keyof typeof auditActionLabels;

/** The change of a warranty an action names: `warranty.balance-raised` → `balance-raised`. */
export type WarrantyAuditChange = AuditAction extends infer A
  ? A extends `warranty.${infer Change}`
    ? Change
    : never
  : never;

/** An action's name on screen; an action this build does not know (an older or newer one) by its stored name. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(auditActionLabels, action) ? auditActionLabels[action as AuditAction] : action;
}
