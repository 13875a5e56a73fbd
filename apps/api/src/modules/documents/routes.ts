import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { currentSession } from '../../plugins/auth';
import { certificatePdf } from './certificate-pdf';
import { certificateSource, receiptSource } from './document-sources';
import { receiptPdf } from './receipt-pdf';

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string, disposition: 'attachment' | 'inline') {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * The customer's documents, generated on request from the database (DESIGN §2 "Documents"):
 * the receipt of a payment or refund (spec §7, saved as receipt.pdf) and the warranty certificate
 * behind `document.url`. Only the owner gets them; anyone else gets 404.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    '/api/download-pdf/receipt/:id',
    {
      onRequest: app.requireUser,
      config: limits,
      schema: { tags: ['documents'], summary: 'The receipt of one of my transactions (PDF)', params: idParamsSchema },
    },
    async (request, reply) => {
      const data = await receiptSource(app.database.db, currentSession(request).user.id, request.params.id);
      return sendPdf(reply, await receiptPdf(data), 'receipt.pdf', 'attachment');
    },
  );

  app.get(
    '/api/download-pdf/certificate/:id',
    {
      onRequest: app.requireUser,
      config: limits,
      schema: { tags: ['documents'], summary: 'The certificate of one of my warranties (PDF)', params: idParamsSchema },
    },
    async (request, reply) => {
      const data = await certificateSource(app.database.db, currentSession(request).user.id, request.params.id);
      return sendPdf(reply, await certificatePdf(data), 'certificate.pdf', 'inline');
    },
  );
};
