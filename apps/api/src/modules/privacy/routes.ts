import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { messageAnswerSchema, sessionAnswerSchema } from '@kestrel/domain/schemas/account';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import {
  consentAnswerSchema,
  consentRequestSchema,
  eraseAccountRequestSchema,
  privacyExportSchema,
  signInsAnswerSchema,
  unsubscribeParamsSchema,
} from '@kestrel/domain/schemas/privacy';
import { currentSession } from '../../plugins/auth';
import { readConsent, setConsent, unsubscribe } from './consent';
import type { PrivacyContext } from './context';
import { eraseOwnAccount } from './erase-account';
import { exportCustomerData } from './export-data';
import { endSignIn, listSignIns, signOutEverywhere } from './sign-ins';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The customer's own privacy calls (docs/privacy.md): download my data, delete my account, sign out everywhere. */
export const privacyRoutes: FastifyPluginAsyncZod<{ context: PrivacyContext }> = async (app, { context }) => {
  app.get(
    '/api/privacy/export',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['privacy'],
        summary: 'Download my data: one JSON file of everything linked to the signed-in customer',
        response: { 200: privacyExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const data = await exportCustomerData(context.db, user.id);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="kestrel-my-data.json"')
        .send(data);
    },
  );

  app.post(
    '/api/privacy/erase',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' }, endsSession: true },
      schema: {
        tags: ['privacy'],
        summary:
          'Delete my account: asks for the password; refused (409) while a warranty is in force, a claim open or a collection due',
        body: eraseAccountRequestSchema,
        response: { 200: messageAnswerSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => eraseOwnAccount(context, currentSession(request).user, request.body.password, app.clock()),
  );

  app.post(
    '/api/privacy/sign-out-everywhere',
    {
      onRequest: app.requireUser,
      config: { issuesSession: true },
      schema: {
        tags: ['privacy'],
        summary: 'End every session of the signed-in user; this device gets a fresh one',
        response: { 200: sessionAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => signOutEverywhere(context, currentSession(request).user, app.clock()),
  );

  app.get(
    '/api/privacy/consent',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'The customer’s marketing e-mail choice (PECR): off unless they opted in',
        response: { 200: consentAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => readConsent(context, currentSession(request).user.id),
  );

  app.put(
    '/api/privacy/consent',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'Opt in to offers and news (the wording and time are kept) or out',
        body: consentRequestSchema,
        response: { 200: consentAnswerSchema.extend({ message: messageAnswerSchema.shape.message }), ...errors },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      return setConsent(context, user, request.body.marketing, app.clock());
    },
  );

  app.post(
    '/api/privacy/unsubscribe/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['privacy'],
        summary: 'The unsubscribe link of an offer e-mail: works once, without signing in, for its own consent only',
        params: unsubscribeParamsSchema,
        response: { 200: messageAnswerSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => unsubscribe(context, request.params.token, app.clock()),
  );

  app.get(
    '/api/privacy/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'The signed-in user’s live sign-ins: device, when signed in, last used',
        response: { 200: signInsAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const session = currentSession(request);
      return { sessions: await listSignIns(context, session.user.id, session.sessionId, app.clock()) };
    },
  );

  app.delete(
    '/api/privacy/sessions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'Sign out of one device (one of the user’s own sign-ins; 404 for any other)',
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await endSignIn(context, currentSession(request).user.id, request.params.id, app.clock());
      return reply.code(204).send(null);
    },
  );
};
