import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@kestrel/domain/accounts/account-rules';
import {
  forgotPasswordRequestSchema,
  googleAccountMissingSchema,
  loginRequestSchema,
  messageAnswerSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetTokenParamsSchema,
  googleStartAnswerSchema,
  sessionAnswerSchema,
} from '@kestrel/domain/schemas/account';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { currentSession } from '../../plugins/auth';
import type { AccountsContext } from './context';
import { countLoginAttempt, loginWithGoogle, loginWithPassword, logout } from './login';
import { countForgotRequest, resetPassword, sendPasswordReset } from './password-reset';
import { registerUser } from './register';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, newDeviceCookie } from './known-device';
import { loggingRefusal } from '../../lib/security-events';
import { boundNonce, GOOGLE_BINDING_LIFETIME_S, GOOGLE_COOKIE, newGoogleBinding } from './google-binding';
import { errorAnswers } from '../../lib/error-answers';

const errors = errorAnswers(400, 401, 409, 415, 429);

/** Spec §7 user calls: register, login (password or Google), logout, forgot and reset password. */
export const accountRoutes: FastifyPluginAsyncZod<{ context: AccountsContext }> = async (app, { context }) => {
  /** The Google binding goes only to the two calls that read it. */
  const googleCookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: context.baseUrl.startsWith('https://'),
    path: '/api/user',
  };
  app.post(
    '/api/user/register',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' }, issuesSession: true },
      schema: {
        tags: ['accounts'],
        summary: 'Register as a guest, or complete a Google sign-up (googleRegistration: true)',
        body: registerRequestSchema,
        response: { 200: sessionAnswerSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!body.googleRegistration) return registerUser(context, body);
      const nonce = boundNonce(context.secretsKey, request.cookies[GOOGLE_COOKIE], body.state);
      const answer = await registerUser(context, { ...body, nonce });
      reply.clearCookie(GOOGLE_COOKIE, googleCookie);
      return answer;
    },
  );

  app.post(
    '/api/user/google/start',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start a Google sign-in: a state and nonce to send to Google, bound to this browser by a cookie',
        response: { 200: googleStartAnswerSchema, 429: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const { binding, cookie } = newGoogleBinding(context.secretsKey);
      reply.setCookie(GOOGLE_COOKIE, cookie, { ...googleCookie, maxAge: GOOGLE_BINDING_LIFETIME_S });
      return binding;
    },
  );

  app.post(
    '/api/user/login',
    {
      config: { issuesSession: true },
      schema: {
        tags: ['accounts'],
        summary: 'Log in with e-mail and password, or with a Google credential (googleLogin: true)',
        body: loginRequestSchema,
        response: {
          200: sessionAnswerSchema,
          ...errors,
          400: googleAccountMissingSchema.or(errorBodySchema),
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      loggingRefusal(request, 'sign-in-failed', async () => {
        await countLoginAttempt(context, request.ip);
        const body = request.body;
        if (body.googleLogin) {
          const nonce = boundNonce(context.secretsKey, request.cookies[GOOGLE_COOKIE], body.state);
          const answer = await loginWithGoogle(context, { ...body, nonce });
          reply.clearCookie(GOOGLE_COOKIE, googleCookie);
          return answer;
        }
        // The schema makes sure a password login has both.
        const answer = await loginWithPassword(
          context,
          body.email ?? '',
          body.password ?? '',
          request.cookies[DEVICE_COOKIE],
        );
        reply.setCookie(DEVICE_COOKIE, newDeviceCookie(context.secretsKey, answer.user._id), {
          httpOnly: true,
          sameSite: 'strict',
          secure: context.baseUrl.startsWith('https://'),
          path: '/api/user/login',
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
        });
        return answer;
      }),
  );

  app.post(
    '/api/user/logout',
    {
      onRequest: app.requireUser,
      config: { endsSession: true },
      schema: {
        tags: ['accounts'],
        summary: 'End this session on the server (and clear the session cookie)',
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await logout(context, currentSession(request).sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/user/password/forgot',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a password reset link (the same answer for every e-mail)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body;
      await countForgotRequest(context, request.ip, email);
      // Answer first: the work for a known e-mail must not make its answer slower.
      setImmediate(() => {
        sendPasswordReset(context, email).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset e-mail not queued'),
        );
      });
      return { message: accountMessages.forgotSent };
    },
  );

  app.put(
    '/api/user/password/reset/:token',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' }, endsSession: true },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password from an e-mailed link (every session ends)',
        params: resetTokenParamsSchema,
        body: resetPasswordRequestSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => resetPassword(context, request.params.token, request.body.password),
  );
};
