import { and, eq, ne } from 'drizzle-orm';
import { accountMessages, profileImageMessages } from '@kestrel/domain/accounts/account-rules';
import { type User } from '@kestrel/domain/schemas/account';
import { badRequest } from '../../lib/errors';
import { reencodeImage, type ReencodeOptions } from '../../lib/reencode-image';
import type { Database } from '../../db/database-types';
import { profileImages } from '../../db/schema';
import { toUserAnswer, usersRepository, type UserRow } from './users-repository';

const PROFILE_IMAGE = {
  formats: new Set(['jpeg', 'png', 'webp']),
  resize: { width: 512, height: 512, fit: 'cover' },
  output: 'webp',
} as const satisfies ReencodeOptions;

export const NOT_AN_IMAGE = profileImageMessages.notAnImage;
export const TOO_LARGE = profileImageMessages.tooLarge;

/** A JPEG, PNG or WebP by its content, re-encoded as a square WebP (`reencodeImage`); else a 400. */
export async function reencodeProfileImage(upload: Buffer): Promise<Buffer> {
  const image = await reencodeImage(upload, PROFILE_IMAGE);
  if (!image) throw badRequest(NOT_AN_IMAGE, { profile_img: NOT_AN_IMAGE });
  return image;
}

/** Stores the new picture under a fresh id (so caches never show the old one) and drops the old. */
export async function replaceProfileImage(
  db: Database,
  user: UserRow,
  upload: Buffer,
): Promise<{ user: User; message: string }> {
  const data = await reencodeProfileImage(upload);
  const updated = await db.transaction(async (tx) => {
    const [image] = await tx
      .insert(profileImages)
      .values({ userId: user.id, contentType: 'image/webp', data })
      .returning({ id: profileImages.id });
    if (!image) throw new Error('The picture was not stored');
    await tx.delete(profileImages).where(and(eq(profileImages.userId, user.id), ne(profileImages.id, image.id)));
    return usersRepository(tx).update(user.id, { profileImageId: image.id });
  });
  return { user: toUserAnswer(updated), message: accountMessages.pictureUpdated };
}

/** A stored picture and whose it is; the route decides who may see it. */
export async function findProfileImage(
  db: Database,
  imageId: string,
): Promise<{ userId: string; contentType: string; data: Buffer } | null> {
  const [image] = await db
    .select({ userId: profileImages.userId, contentType: profileImages.contentType, data: profileImages.data })
    .from(profileImages)
    .where(eq(profileImages.id, imageId))
    .limit(1);
  return image ?? null;
}
