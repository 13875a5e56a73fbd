/**
 * Account rules and the messages the spec fixes word for word (§8), with no Zod: the web app
 * reads these on pages whose first load must stay small.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Upload rules for the profile picture (PUT /api/user/update-profile/image, field profile_img). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a profile picture is refused: by the page on its declared type and size, by the server on its content. */
export const profileImageMessages = {
  notAnImage: 'Please choose a JPEG, PNG or WebP picture.',
  tooLarge: `Your picture must be ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`,
} as const;

/** Messages the spec fixes word for word (§8). */
export const accountMessages = {
  profileUpdated: 'Profile Updated Successfully',
  pictureUpdated: 'Profile picture updated successfully',
  passwordReset: 'Password updated, Login Again.',
  loginFailed: 'Email or password is incorrect',
  forgotSent:
    "If an account exists for that email address, we've sent a link to reset your password. The link works for 1 hour.",
} as const;
