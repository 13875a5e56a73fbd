import type { AdminMonthlyPlansQuery } from '@kestrel/domain/schemas/direct-debit';
import { livePlanStatuses } from '@kestrel/domain/schemas/direct-debit';
import { and, asc, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { directDebitPlans, users, warranties } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** The lists of plans: a customer's, the back office's, and the batches the Direct Debit job works through. */
export function planListsRepository(db: Executor) {
  const live = inArray(directDebitPlans.status, [...livePlanStatuses]);
  const filters: Record<AdminMonthlyPlansQuery['filter'], SQL | undefined> = {
    all: undefined,
    arrears: eq(directDebitPlans.status, 'in-arrears'),
    suspended: eq(directDebitPlans.status, 'suspended'),
    cancelled: eq(directDebitPlans.status, 'cancelled'),
  };
  return {
    /** A customer's plans with their vehicle, newest first. */
    ofUser: (userId: string) =>
      db
        .select({ plan: directDebitPlans, registration: warranties.registration })
        .from(directDebitPlans)
        .innerJoin(warranties, eq(warranties.id, directDebitPlans.warrantyId))
        .where(eq(directDebitPlans.userId, userId))
        .orderBy(desc(directDebitPlans.createdAt)),

    /** The customer's newest active plan with a mandate for this vehicle (a renewal may reuse it). */
    async activeWithMandateFor(userId: string, registration: string) {
      const [plan] = await db
        .select({ mandateId: directDebitPlans.mandateId, mandateReference: directDebitPlans.mandateReference })
        .from(directDebitPlans)
        .innerJoin(warranties, eq(warranties.id, directDebitPlans.warrantyId))
        .where(
          and(
            eq(directDebitPlans.userId, userId),
            eq(directDebitPlans.status, 'active'),
            isNotNull(directDebitPlans.mandateId),
            eq(warranties.registration, registration),
          ),
        )
        .orderBy(desc(directDebitPlans.createdAt))
        .limit(1);
      return plan ?? null;
    },

    /** One page of the back office's list, with the warranty and customer, and the count of all. */
    adminPage: (filter: AdminMonthlyPlansQuery['filter'], page: number, pageSize: number) =>
      db
        .select({
          plan: directDebitPlans,
          warrantyReference: warranties.reference,
          registration: warranties.registration,
          firstname: users.firstname,
          lastname: users.lastname,
          email: users.email,
          total: sql<number>`count(*) over ()::int`,
        })
        .from(directDebitPlans)
        .innerJoin(warranties, eq(warranties.id, directDebitPlans.warrantyId))
        .innerJoin(users, eq(users.id, directDebitPlans.userId))
        .where(filters[filter])
        .orderBy(desc(directDebitPlans.createdAt), desc(directDebitPlans.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),

    /** Plans still waiting for their mandate a couple of minutes after they were started, oldest first. */
    awaitingMandate: () =>
      db
        .select()
        .from(directDebitPlans)
        .where(
          and(
            eq(directDebitPlans.status, 'awaiting-mandate'),
            lt(directDebitPlans.createdAt, sql`now() - interval '2 minutes'`),
          ),
        )
        .orderBy(directDebitPlans.createdAt)
        .limit(50),

    /** Plans in arrears or suspended. */
    inArrears: () =>
      db
        .select()
        .from(directDebitPlans)
        .where(
          and(inArray(directDebitPlans.status, ['in-arrears', 'suspended']), isNotNull(directDebitPlans.firstFailedOn)),
        ),

    /** Live plans with a schedule, those read longest ago (or never) first. */
    toReconcile: (batch: number) =>
      db
        .select()
        .from(directDebitPlans)
        .where(and(live, isNotNull(directDebitPlans.scheduleId)))
        .orderBy(sql`${directDebitPlans.reconciledAt} asc nulls first`, asc(directDebitPlans.createdAt))
        .limit(batch),

    /** Live plans with a change of bank details left a couple of minutes. */
    changingBankDetails: () =>
      db
        .select()
        .from(directDebitPlans)
        .where(
          and(
            isNotNull(directDebitPlans.changeBillingRequestId),
            live,
            lt(directDebitPlans.updatedAt, sql`now() - interval '2 minutes'`),
          ),
        )
        .limit(50),
  };
}
