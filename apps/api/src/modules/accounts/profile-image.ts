import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { accountMessages, profileImageMessages } from '@kestrel/domain/accounts/account-rules';
import { type User } from '@kestrel/domain/schemas/account';
import { badRequest } from '../../lib/errors';
import type { Database } from '../../db/database';
import { profileImages } from '../../db/schema';
import { toUserAnswer, usersRepository, type UserRow } from './users-repository';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Large enough for any phone photo; small enough that a decompression bomb is refused. */
const MAX_INPUT_PIXELS = 50_000_000;
const SIZE = 512;

export const NOT_AN_IMAGE = profileImageMessages.notAnImage;
export const TOO_LARGE = profileImageMessages.tooLarge;

/**
 * What the file is, decided by its content rather than its name or declared type (SECURITY C10);
 * then re-encoded as a square WebP, which drops anything hidden in it, location data included.
 */
export async function reencodeProfileImage(upload: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw badRequest(NOT_AN_IMAGE, { profile_img: NOT_AN_IMAGE });
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(NOT_AN_IMAGE, { profile_img: NOT_AN_IMAGE });
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(SIZE, SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(NOT_AN_IMAGE, { profile_img: NOT_AN_IMAGE });
  }
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
