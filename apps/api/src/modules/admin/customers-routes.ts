import {
  customerAccessAnswerSchema,
  customerAnswerSchema,
  customerListSchema,
  customerQuerySchema,
  emptyActionSchema,
} from '@kestrel/domain/schemas/admin';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answers';
import { currentSession } from '../../plugins/auth';
import type { AdminContext } from './context';
import { customerDetails, listCustomers, setCustomerAccess } from './customers';

const errors = errorAnswers(400, 401, 403, 404);

/**
 * Customers (docs/back-office.md): a searchable list, each customer's details, warranties and
 * transactions, and disabling an account (SECURITY A5).
 */
export const customerAdminRoutes: FastifyPluginAsyncZod<{ context: AdminContext }> = async (app, { context }) => {
  for (const action of ['disable', 'enable'] as const) {
    const disabling = action === 'disable';
    app.post(
      `/api/admin/customers/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: disabling
            ? "Disable a customer's account: it cannot sign in and its sessions end at once (audited)"
            : "Enable a disabled customer's account again (audited)",
          params: idParamsSchema,
          body: emptyActionSchema,
          response: { 200: customerAccessAnswerSchema, ...errors },
        },
      },
      async (request) => setCustomerAccess(context, currentSession(request).user.id, request.params.id, action),
    );
  }

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
    async (request) => listCustomers(context, request.query),
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
    async (request) => customerDetails(context, request, request.params.id),
  );
};
