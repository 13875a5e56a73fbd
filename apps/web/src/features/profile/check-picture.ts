import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  profileImageMessages,
} from '@kestrel/domain/accounts/account-rules';

/**
 * A first check of a chosen picture, by its declared type and size, to save a pointless upload.
 * The server decides by the file's content (a web page named .png passes here and is refused there).
 */
export function checkPicture(file: { type: string; size: number }): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return profileImageMessages.notAnImage;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return profileImageMessages.tooLarge;
  return null;
}
