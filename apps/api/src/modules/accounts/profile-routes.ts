import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_IMAGE_MAX_BYTES } from '@kestrel/domain/accounts/account-rules';
import {
  profileAnswerSchema,
  sessionAnswerSchema,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
  userAnswerSchema,
} from '@kestrel/domain/schemas/account';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { notFound } from '../../lib/errors';
import { currentSession } from '../../plugins/auth';
import type { AccountsContext } from './context';
import { updatePassword, updateProfile } from './profile';
import { accountErrors } from './errors';
import { findProfileImage, recordPictureRead, replaceProfileImage } from './profile-image';
import { toUserAnswer } from './users-repository';
import { securityEvent } from '../../lib/security-events';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 415: errorBodySchema };

/** The signed-in user's own profile, password and picture (spec §7). */
export const profileRoutes: FastifyPluginAsyncZod<{ context: AccountsContext }> = async (app, { context }) => {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/api/user/profile',
    {
      onRequest: app.requireUser,
      schema: { tags: ['accounts'], summary: 'The signed-in user', response: { 200: profileAnswerSchema, ...errors } },
    },
    async (request) => ({ user: toUserAnswer(currentSession(request).user) }),
  );

  /** A change the signed-in user makes to their own account. */
  const ownChange = <Body extends z.ZodType, Answer extends z.ZodType>(
    summary: string,
    body: Body,
    answer: Answer,
  ) => ({
    onRequest: app.requireUser,
    schema: { tags: ['accounts'], summary, body, response: { 200: answer, ...errors } },
  });

  app.put(
    '/api/user/update-profile',
    ownChange('Change names, phone and address (not the e-mail)', updateProfileRequestSchema, userAnswerSchema),
    async (request) => updateProfile(context, currentSession(request).user, request.body),
  );

  app.put(
    '/api/user/update-password',
    {
      ...ownChange(
        'Change the password; every session ends and a fresh token is answered',
        updatePasswordRequestSchema,
        sessionAnswerSchema,
      ),
      config: { issuesSession: true },
    },
    async (request) => updatePassword(context, currentSession(request).user, request.body),
  );

  app.put(
    '/api/user/update-profile/image',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: 'Upload a profile picture (multipart, field profile_img: JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: userAnswerSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw accountErrors.pictureNotMultipart();
      const file = await request.file().catch(() => undefined);
      if (!file || file.fieldname !== 'profile_img') throw accountErrors.noPictureChosen();
      let upload: Buffer;
      try {
        upload = await file.toBuffer();
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) throw accountErrors.pictureTooLarge();
        throw error;
      }
      return replaceProfileImage(context, currentSession(request).user, upload);
    },
  );

  app.staffCapabilities.push({ method: 'GET', url: '/api/user/profile-image/:id' });
  app.get(
    '/api/user/profile-image/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's picture (to staff with the second factor too; 404 to anyone else)",
        params: z.strictObject({ id: z.uuid('There is no such picture.') }),
        response: { 200: z.custom<Buffer>(), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = currentSession(request).user;
      const image = await findProfileImage(context, request.params.id);
      if (image && image.userId !== viewer.id && viewer.role === 'staff') {
        // Another customer's picture is a staff capability: the staff guard, then the audit log.
        app.assertStaff(request);
        await recordPictureRead(context, request, image.userId);
      } else if (image?.userId !== viewer.id) {
        if (image) securityEvent(request, 'refused-read', { resource: 'profile-image', resourceId: request.params.id });
        throw notFound('There is no such picture.');
      }
      return reply
        .type(image.contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="profile.webp"')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.data);
    },
  );
};
