import { ADMIN_PAGE_SIZE, type customerQuerySchema } from '@kestrel/domain/schemas/admin';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { recordAudit, recordStaffRead } from '../audit';
import { revokeAllSessions } from '../accounts';
import { customerTransactions, transactionView } from '../transactions';
import type { AdminContext } from './context';
import { customersRepository } from './customers-repository';
import { adminErrors } from './errors';
import { customerWarrantyItems } from './work-queue';

type CustomerQuery = z.output<typeof customerQuerySchema>;

/** What staff see of a customer: never a password hash, token, TOTP secret or Google subject. */
const customerItem = (u: UserRow) => ({
  id: u.id,
  name: `${u.firstname} ${u.lastname}`,
  email: u.email,
  mobile: u.mobileNo,
  city: u.city,
  createdAt: u.createdAt.toISOString(),
});

/** Customers, newest first, searchable by name or e-mail. */
export async function listCustomers(ctx: Pick<AdminContext, 'db'>, query: CustomerQuery) {
  const q = query.q?.trim();
  const customers = customersRepository(ctx.db);
  const total = await customers.count(q);
  const rows = await customers.page(q, query.page);
  return { items: rows.map(customerItem), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** One customer: details, warranties and transactions; the read is in the audit log. */
export async function customerDetails(ctx: Pick<AdminContext, 'db'>, request: FastifyRequest, id: string) {
  const customer = await customersRepository(ctx.db).byId(id);
  if (!customer) throw adminErrors.customerNotFound();
  await recordStaffRead(ctx.db, request, { what: 'customer', subjectType: 'customer', subjectId: customer.id });
  const records = await customerTransactions.list(ctx.db, customer.id);
  return {
    customer: {
      ...customerItem(customer),
      address: customer.address,
      postcode: customer.postcode,
      signsInWithGoogle: customer.googleSub !== null,
      disabled: customer.disabledAt !== null,
    },
    warranties: await customerWarrantyItems(ctx.db, customer.id),
    transactions: records.map(transactionView),
  };
}

/**
 * Staff disable a customer's account and enable it again (SECURITY A5). Disabling ends every
 * session of the account at once, in the same transaction as the change and its audit entry; a
 * disabled account that signs in with the right password is told so (403 ACCOUNT_DISABLED).
 * Doing it twice is harmless and records nothing the second time.
 */
export async function setCustomerAccess(
  ctx: Pick<AdminContext, 'db'>,
  actorId: string,
  customerId: string,
  action: 'disable' | 'enable',
) {
  const disabling = action === 'disable';
  return ctx.db.transaction(async (tx) => {
    const customers = customersRepository(tx);
    const customer = await customers.lockAccess(customerId);
    if (!customer) throw adminErrors.customerNotFound();
    const wasDisabled = customer.disabledAt !== null;
    if (wasDisabled !== disabling) {
      await customers.setDisabled(customer.id, disabling);
      await recordAudit(tx, {
        actorId,
        action: disabling ? 'customer.disabled' : 'customer.enabled',
        subjectType: 'customer',
        subjectId: customer.id,
        before: { disabled: wasDisabled },
        after: { disabled: disabling },
      });
    }
    if (disabling) await revokeAllSessions(tx, customer.id);
    return {
      disabled: disabling,
      message: disabling
        ? 'The account is disabled and every session of it has ended.'
        : 'The account is enabled again. The customer can sign in.',
    };
  });
}
