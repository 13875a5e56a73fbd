import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import {
  adminTransferAnswerSchema,
  adminTransfersAnswerSchema,
  adminTransfersQuerySchema,
  refuseTransferRequestSchema,
} from '@kestrel/domain/schemas/transfers';
import { errorAnswers } from '../../lib/error-answers';
import { currentSession } from '../../plugins/auth';
import type { TransfersContext } from './context';
import { refuseTransfer, staffTransfers } from './staff-transfers';

const tags = ['admin', 'transfers'];
const errors = errorAnswers(400, 401, 403, 404, 409);

/** The back office's transfer calls, registered inside the back office plugin, so its staff guard covers them. */
export const transfersAdminRoutes: FastifyPluginAsyncZod<{ context: TransfersContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/transfers',
    {
      schema: {
        tags,
        summary: 'Warranty transfers to new owners, newest first, by status when asked',
        querystring: adminTransfersQuerySchema,
        response: { 200: adminTransfersAnswerSchema, ...errors },
      },
    },
    async (request) => staffTransfers(context, request.query.status),
  );

  app.post(
    '/api/admin/transfers/:id/refuse',
    {
      schema: {
        tags,
        summary: 'Refuse a pending transfer with a reason; the holder and the new owner are told',
        params: idParamsSchema,
        body: refuseTransferRequestSchema,
        response: { 200: adminTransferAnswerSchema, ...errors },
      },
    },
    async (request) => refuseTransfer(context, currentSession(request).user.id, request.params.id, request.body.reason),
  );
};
