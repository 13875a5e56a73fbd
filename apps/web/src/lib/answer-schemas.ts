import type { z } from 'zod';
import type { AnswerParser, AnswerSchema } from './api-client';

/**
 * Answer schemas fetched on first use, from one module of the domain's schemas: `pick` chooses
 * the schema (or builds one from the module's parts with `z`). The module and Zod's set-up load
 * while the first call that needs them runs, so the pages' first load carries no Zod. A failed
 * fetch is tried again by the next call.
 */
function answersFrom<M>(importer: () => Promise<M>) {
  return <T>(pick: (module: M, zod: typeof z) => AnswerParser<T>): AnswerSchema<T> => {
    let loading: Promise<AnswerParser<T>> | null = null;
    return {
      load: () =>
        // Zod's set-up first: a schema module builds its objects as it loads, and an object built
        // before `jitless` is set probes for eval, which the Content-Security-Policy reports.
        (loading ??= import('./zod-setup')
          .then((setup) => importer().then((module) => pick(module, setup.z)))
          .catch((error: unknown) => {
            loading = null;
            throw error;
          })),
    };
  };
}

export const accountAnswer = answersFrom(() => import('@kestrel/domain/schemas/account'));
export const adminAnswer = answersFrom(() => import('@kestrel/domain/schemas/admin'));
export const adminPricesAnswer = answersFrom(() => import('@kestrel/domain/schemas/admin-prices'));
export const claimAnswer = answersFrom(() => import('@kestrel/domain/schemas/claim-answers'));
export const claimTimeFramesAnswer = answersFrom(() => import('@kestrel/domain/schemas/claim-time-frames'));
export const claimsRecordAnswer = answersFrom(() => import('@kestrel/domain/schemas/claims-record'));
export const complaintAnswer = answersFrom(() => import('@kestrel/domain/schemas/complaint-answers'));
export const dashboardAnswer = answersFrom(() => import('@kestrel/domain/schemas/dashboard'));
export const directDebitAnswer = answersFrom(() => import('@kestrel/domain/schemas/direct-debit'));
export const enquiryAnswer = answersFrom(() => import('@kestrel/domain/schemas/enquiry'));
export const paymentsAuditAnswer = answersFrom(() => import('@kestrel/domain/schemas/payments-audit'));
export const privacyAnswer = answersFrom(() => import('@kestrel/domain/schemas/privacy'));
export const purchaseAnswer = answersFrom(() => import('@kestrel/domain/schemas/purchase'));
export const transferAnswer = answersFrom(() => import('@kestrel/domain/schemas/transfers'));
export const vehicleAnswer = answersFrom(() => import('@kestrel/domain/schemas/vehicle'));
export const vehicleHistoryAnswer = answersFrom(() => import('@kestrel/domain/schemas/vehicle-history'));
