import type {
  AdminMonthlyPlanAnswer,
  MonthlyPlanView,
  MyMonthlyPlansAnswer,
} from '@kestrel/domain/schemas/direct-debit';
import { directDebitEventOf } from '../../adapters/direct-debit/direct-debit-events';
import type { DirectDebitContext } from './context';
import { directDebitErrors } from './errors';
import { eventsRepository } from './events-repository';
import { planListsRepository } from './plan-lists-repository';
import { instalmentsOf, planByWarranty, planView } from './plan-view';
import { plansRepository } from './plans-repository';

type Reader = Pick<DirectDebitContext, 'db'>;

/** GET /api/warranty/direct-debit: a customer's monthly plans, each with its vehicle, newest first. */
export async function myMonthlyPlans(ctx: Reader, userId: string): Promise<MyMonthlyPlansAnswer> {
  const rows = await planListsRepository(ctx.db).ofUser(userId);
  return {
    plans: await Promise.all(
      rows.map(async (row) => ({ ...(await planView(ctx.db, row.plan)), registration: row.registration })),
    ),
  };
}

/** GET /api/warranty/{id}/direct-debit: the plan of one of the customer's own warranties. */
export async function myMonthlyPlan(ctx: Reader, userId: string, warrantyId: string): Promise<MonthlyPlanView> {
  const row = await plansRepository(ctx.db).withWarranty(warrantyId, userId);
  if (!row) throw directDebitErrors.notYourMonthlyWarranty();
  return planView(ctx.db, row.plan);
}

/**
 * The back office's view of a monthly warranty: the plan, its mandate, schedule and mandate
 * request, and the provider's events about the mandate or the plan's collections (the latest 200).
 */
export async function staffMonthlyPlan(ctx: Reader, warrantyId: string): Promise<AdminMonthlyPlanAnswer> {
  const plan = await planByWarranty(ctx.db, warrantyId);
  if (!plan) throw directDebitErrors.notMonthly();
  const collections = (await instalmentsOf(ctx.db, plan.id)).flatMap((i) =>
    i.providerPaymentId ? [i.providerPaymentId] : [],
  );
  const events = await eventsRepository(ctx.db).about(plan.mandateId, collections);
  return {
    plan: await planView(ctx.db, plan),
    mandate_id: plan.mandateId,
    schedule_id: plan.scheduleId,
    billing_request_id: plan.billingRequestId,
    events: events.map((e) => ({
      id: e.id,
      resource_type: e.resourceType,
      action: e.action,
      cause: directDebitEventOf(e).cause,
      received_at: e.receivedAt.toISOString(),
      processed_at: e.processedAt?.toISOString() ?? null,
    })),
  };
}
