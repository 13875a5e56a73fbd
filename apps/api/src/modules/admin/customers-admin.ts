import {
  ADMIN_PAGE_SIZE,
  customerAnswerSchema,
  customerListSchema,
  customerQuerySchema,
} from '@kestrel/domain/schemas/admin';
import { recordStaffRead } from '../audit';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { customerTransactions, transactionView } from '../transactions';
import { customerWarrantyItems, likePattern } from './work-queue';
import { customerAccessRoutes } from './customer-access';
import { adminPage } from './admin-page';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** What staff see of a customer: never a password hash, token, TOTP secret or Google subject. */
const customerItem = (u: UserRow) => ({
  id: u.id,
  name: `${u.firstname} ${u.lastname}`,
  email: u.email,
  mobile: u.mobileNo,
  city: u.city,
  createdAt: u.createdAt.toISOString(),
});

/** Customers (issue #7): a searchable list, and each customer's details, warranties and transactions. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(customerAccessRoutes);
  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Customers, newest first, searchable by name or e-mail',
        querystring: customerQuerySchema,
        response: { 200: customerListSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query.q?.trim();
      const where = and(
        eq(users.role, 'customer'),
        q
          ? or(
              ilike(users.email, likePattern(q)),
              ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, likePattern(q)),
            )
          : undefined,
      );
      const [totals] = await db.select({ total: count() }).from(users).where(where);
      const rows = await adminPage(
        db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
        request.query.page,
      );
      return {
        items: rows.map(customerItem),
        total: totals?.total ?? 0,
        page: request.query.page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One customer: details, warranties and transactions',
        params: idParamsSchema,
        response: { 200: customerAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const [customer] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, request.params.id), eq(users.role, 'customer')));
      if (!customer) throw notFound('We could not find that customer.');
      await recordStaffRead(db, request, { what: 'customer', subjectType: 'customer', subjectId: customer.id });
      const records = await customerTransactions.list(db, customer.id);
      return {
        customer: {
          ...customerItem(customer),
          address: customer.address,
          postcode: customer.postcode,
          signsInWithGoogle: customer.googleSub !== null,
          disabled: customer.disabledAt !== null,
        },
        warranties: await customerWarrantyItems(db, customer.id),
        transactions: records.map(transactionView),
      };
    },
  );
};
