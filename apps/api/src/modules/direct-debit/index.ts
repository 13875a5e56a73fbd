// The direct-debit module's public face: what other modules and the app may use of it.
export { directDebitAdminRoutes } from './admin-routes';
export { cardArrears } from './arrears-by-card';
export { cardPayOff } from './pay-off';
export { runDirectDebitJob } from './arrears-job';
export type { DirectDebitContext } from './context';
export { directDebitRoutes } from './routes';
export { directDebitWebhookRoutes } from './webhook-routes';
export { finishMonthlyCancel } from './cancel-monthly';
export { monthlyCollected, monthlyCollectedOf } from './collected-repository';
export {
  confirmedMandate,
  holdForTakeover,
  moveToNewMandate,
  recordTakeover,
  requestTakeoverMandate,
  stopSellerMandate,
  stopUnusedMandate,
  takenOver,
  takeoverOf,
  type Takeover,
} from './takeover';
export { takeoverDirectDebitLines } from './direct-debit-emails';
export { directDebitUnavailable } from './errors';
