import { lazySchemas } from '~/lib/forms/lazy-schema';

/** The claim forms' schemas, fetched on first focus or submit. */
const schema = lazySchemas(() => import('./form-schemas'));

export const claimSchemas = {
  makeClaim: schema((m) => m.makeClaimRequestSchema),
  message: schema((m) => m.claimMessageRequestSchema),
  withdraw: schema((m) => m.withdrawClaimRequestSchema),
  estimate: schema((m) => m.estimateFormSchema),
  invoice: schema((m) => m.invoiceFormSchema),
};
