import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loggingRefusal } from '../../lib/security-events';
import {
  staffChallengeAnswerSchema,
  staffLoginRequestSchema,
  staffVerifyRequestSchema,
} from '@kestrel/domain/schemas/admin';
import { sessionAnswerSchema } from '@kestrel/domain/schemas/account';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { z } from 'zod';
import { countLoginAttempt, DEVICE_COOKIE_MAX_AGE_S, newDeviceCookie } from '../accounts';
import type { StaffContext } from './context';
import { finishStaffSignIn, startStaffSignIn } from './staff-sign-in';

const errors = { 400: errorBodySchema, 429: errorBodySchema };

/**
 * The staff member's known device (docs/security.md, "Brute force: the choice"): set only once both
 * factors have passed, sent back only to the two sign-in steps.
 */
export const STAFF_DEVICE_COOKIE = 'kw_staff_device';

/** Back-office sign-in: password (step 1), then a one-time code (step 2). Open routes, rate limited. */
export const staffSignInRoutes: FastifyPluginAsyncZod<{ context: StaffContext }> = async (app, { context }) => {
  app.post(
    '/api/admin/login',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in, step 1: e-mail and password open a challenge (and, the first time, the TOTP setup)',
        body: staffLoginRequestSchema,
        response: { 200: staffChallengeAnswerSchema, ...errors },
      },
    },
    async (request) =>
      loggingRefusal(request, 'sign-in-failed', async () => {
        await countLoginAttempt(context, request.ip);
        const { email, password } = request.body;
        return startStaffSignIn(context, email, password, request.cookies[STAFF_DEVICE_COOKIE]);
      }),
  );

  app.post(
    '/api/admin/login/verify',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' }, issuesSession: true },
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in, step 2: a current one-time code (or a recovery code) opens the staff session',
        body: staffVerifyRequestSchema,
        response: { 200: sessionAnswerSchema.extend({ recoveryCodes: z.array(z.string()).nullable() }), ...errors },
      },
    },
    async (request, reply) =>
      loggingRefusal(request, 'second-factor-failed', async () => {
        const answer = await finishStaffSignIn(context, request.body, new Date(), request.cookies[STAFF_DEVICE_COOKIE]);
        reply.setCookie(STAFF_DEVICE_COOKIE, newDeviceCookie(context.secretsKey, answer.user._id), {
          httpOnly: true,
          sameSite: 'strict',
          secure: context.baseUrl.startsWith('https://'),
          path: '/api/admin/login',
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
        });
        return answer;
      }),
  );
};
