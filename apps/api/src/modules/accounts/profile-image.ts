import { accountMessages } from '@kestrel/domain/accounts/account-rules';
import { type User } from '@kestrel/domain/schemas/account';
import type { FastifyRequest } from 'fastify';
import { reencodeImage, type ReencodeOptions } from '../../lib/reencode-image';
import { recordStaffRead } from '../audit';
import type { AccountsContext } from './context';
import { accountErrors } from './errors';
import { profileImagesRepository } from './profile-images-repository';
import { toUserAnswer, usersRepository, type UserRow } from './users-repository';

const PROFILE_IMAGE = {
  formats: new Set(['jpeg', 'png', 'webp']),
  resize: { width: 512, height: 512, fit: 'cover' },
  output: 'webp',
} as const satisfies ReencodeOptions;

/** A JPEG, PNG or WebP by its content, re-encoded as a square WebP (`reencodeImage`); else a 400. */
export async function reencodeProfileImage(upload: Buffer): Promise<Buffer> {
  const image = await reencodeImage(upload, PROFILE_IMAGE);
  if (!image) throw accountErrors.notAnImage();
  return image;
}

/** Stores the new picture under a fresh id (so caches never show the old one) and drops the old. */
export async function replaceProfileImage(
  ctx: Pick<AccountsContext, 'db'>,
  user: UserRow,
  upload: Buffer,
): Promise<{ user: User; message: string }> {
  const data = await reencodeProfileImage(upload);
  const updated = await ctx.db.transaction(async (tx) => {
    const images = profileImagesRepository(tx);
    const imageId = await images.insert(user.id, 'image/webp', data);
    await images.deleteAllBut(user.id, imageId);
    return usersRepository(tx).update(user.id, { profileImageId: imageId });
  });
  return { user: toUserAnswer(updated), message: accountMessages.pictureUpdated };
}

/** A stored picture and whose it is; the route decides who may see it. */
export async function findProfileImage(
  ctx: Pick<AccountsContext, 'db'>,
  imageId: string,
): Promise<{ userId: string; contentType: string; data: Buffer } | null> {
  return profileImagesRepository(ctx.db).byId(imageId);
}

/** Staff looked at a customer's picture: the read goes in the audit log. */
export async function recordPictureRead(
  ctx: Pick<AccountsContext, 'db'>,
  request: FastifyRequest,
  ownerId: string,
): Promise<void> {
  await recordStaffRead(ctx.db, request, { what: 'profile-image', subjectType: 'customer', subjectId: ownerId });
}
