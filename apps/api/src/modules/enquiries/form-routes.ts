import type { FastifyPluginAsync } from 'fastify';
import { enquiryRequestSchema } from '@kestrel/domain/schemas/enquiry';
import type { EnquiriesContext } from './context';
import { submitEnquiry } from './submit-enquiry';

/**
 * The contact form sent as plain HTML, before the page's script has arrived (docs/decisions/0007):
 * an application/x-www-form-urlencoded POST to the page itself, checked with the same schema as
 * POST /api/enquiry, answered with a redirect to the prerendered /contact-us/sent or /not-sent.
 * The form parser is this plugin's own, so no other route accepts a form body.
 */
export const enquiryFormRoutes: FastifyPluginAsync<{ context: EnquiriesContext }> = async (app, { context }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    '/contact-us',
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } }, schema: { hide: true } },
    async (request, reply) => {
      const enquiry = enquiryRequestSchema.safeParse(request.body);
      if (!enquiry.success) return reply.redirect('/contact-us/not-sent', 303);
      await submitEnquiry(context, enquiry.data);
      return reply.redirect('/contact-us/sent', 303);
    },
  );
};
