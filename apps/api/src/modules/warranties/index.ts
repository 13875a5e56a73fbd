// The warranties module's public face: what other modules and the app may use of it.
export { finishCancellation, otherCancellerDeadline, waitForOtherCanceller } from './cancel-warranty';
export { certificateIssuedEmail } from './certificate-email';
export { customerWarranties, type WarrantyRecord, type WarrantyRow } from './customer-warranties-repository';
export { warrantyDashboardRoutes } from './dashboard-routes';
export { makeWarranty, restoreSuspendedWarranty } from './repository';
export { changeHolder } from './holder-repository';
export {
  claimForRefund,
  recordRefunds,
  releaseRefundClaim,
  staleRefundClaims,
  takeOverRefundClaim,
  type RefundRow,
} from './refund-repository';
export { paymentsOf, type PaymentToRefund } from './refund-repository';
export {
  refundPart,
  refundPayment,
  refundPayments,
  settleRefundClaim,
  type RefundPart,
  type RefundWords,
} from './refund-warranty';
export { assertNotCovered } from './registration-check';
export {
  lockWarrantyForTransition,
  transitionWarranty,
  type TransitionWrite,
  type WarrantyChangeSet,
} from './transition-repository';
export { sendMotReminders } from './mot-reminders';
export { sendRenewalReminders } from './renewal-reminders';
export { registrationCheckRoutes } from './routes';
export { staffEmulatorRoutes } from './staff-emulator-routes';
export { warrantyHistory } from './warranty-history';
export { warrantyHistoryRoutes } from './warranty-history-routes';
export { warrantyView } from './warranty-view';
export type { WarrantiesContext } from './context';
export { warrantyPayments } from './warranty-payments-repository';
