import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@kestrel/domain/accounts/account-rules';

export const PICTURE_TYPE_MESSAGE = 'Please choose a JPEG, PNG or WebP picture.';
export const PICTURE_SIZE_MESSAGE = `Your picture must be ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`;

/**
 * A first check of a chosen picture, by its declared type and size, to save a pointless upload.
 * The server decides by the file's content (a web page named .png passes here and is refused there).
 */
export function checkPicture(file: { type: string; size: number }): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return PICTURE_TYPE_MESSAGE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PICTURE_SIZE_MESSAGE;
  return null;
}
