import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { keyFactsDocument } from '@kestrel/domain/purchase/key-facts-document';
import { TERMS_VERSION } from '@kestrel/domain/purchase/key-facts';
import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { keyFactsQuerySchema } from '@kestrel/domain/schemas/purchase';
import { badRequest } from '../../lib/errors';
import { currentSession } from '../../plugins/auth';
import { certificatePdf } from './certificate-pdf';
import type { DocumentsContext } from './context';
import { certificateSource, receiptSource } from './document-sources';
import { keyFactsPdf } from './key-facts-pdf';
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
 * behind `document.url`. Only the owner gets them; anyone else gets 404. The key facts of a plan
 * are public: they hold nothing of a customer.
 */
export const documentRoutes: FastifyPluginAsyncZod<{ context: DocumentsContext }> = async (app, { context }) => {
  const limits = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  // The owner's own documents: a record they do not own is a 404 (the sources look it up by owner).
  const ownDocuments = [
    {
      url: '/api/download-pdf/receipt/:id',
      summary: 'The receipt of one of my transactions (PDF)',
      render: async (userId: string, id: string) => receiptPdf(await receiptSource(context, userId, id)),
      filename: 'receipt.pdf',
      disposition: 'attachment',
    },
    {
      url: '/api/download-pdf/certificate/:id',
      summary: 'The certificate of one of my warranties (PDF)',
      render: async (userId: string, id: string) => certificatePdf(await certificateSource(context, userId, id)),
      filename: 'certificate.pdf',
      disposition: 'inline',
    },
  ] as const;
  for (const document of ownDocuments) {
    app.get(
      document.url,
      {
        onRequest: app.requireUser,
        config: limits,
        schema: { tags: ['documents'], summary: document.summary, params: idParamsSchema },
      },
      async (request, reply) => {
        const pdf = await document.render(currentSession(request).user.id, request.params.id);
        return sendPdf(reply, pdf, document.filename, document.disposition);
      },
    );
  }

  app.get(
    '/api/documents/key-facts',
    {
      config: limits,
      schema: {
        tags: ['documents'],
        summary: 'The key facts of a plan from a start date (PDF), as the payment page gives them',
        querystring: keyFactsQuerySchema,
      },
    },
    async (request, reply) => {
      const document = keyFactsDocument(request.query.plan, request.query.start);
      if (!document) throw badRequest(purchaseMessages.selectPlan, { plan: purchaseMessages.selectPlan });
      // Stamped with the terms' date, so the same plan and start always give the same bytes.
      const pdf = await keyFactsPdf(document, new Date(`${TERMS_VERSION}T00:00:00Z`));
      return sendPdf(reply, pdf, 'key-facts.pdf', 'inline');
    },
  );
};
