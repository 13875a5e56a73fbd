import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENQUIRY_SENT_MESSAGE, enquiryAnswerSchema, enquiryRequestSchema } from '@kestrel/domain/schemas/enquiry';
import { errorAnswers } from '../../lib/error-answers';
import type { EnquiriesContext } from './context';
import { submitEnquiry } from './submit-enquiry';

export const enquiryRoutes: FastifyPluginAsyncZod<{ context: EnquiriesContext }> = async (app, { context }) => {
  app.post(
    '/api/enquiry',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry from the contact form',
        body: enquiryRequestSchema,
        response: { 201: enquiryAnswerSchema, ...errorAnswers(400, 415, 429) },
      },
    },
    async (request, reply) => {
      const { id } = await submitEnquiry(context, request.body);
      return reply.code(201).send({ message: ENQUIRY_SENT_MESSAGE, enquiry: { _id: id } });
    },
  );
};
