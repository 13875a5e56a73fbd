import { accountMessages, profileImageMessages } from '@kestrel/domain/accounts/account-rules';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError, badRequest, providerUnavailable, tooManyAttempts } from '../../lib/errors';

const waitFor = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** Spec §4: a Google login answered 400 sends the browser to /auth/details-missing with these. */
export class GoogleAccountMissing extends AppError {
  constructor(google: { email: string; firstname: string; lastname: string }) {
    super(
      400,
      errorCodes.googleAccountNotFound,
      'There is no account for this Google sign-in yet. Please add a few details to create one.',
      undefined,
      { google },
    );
  }
}

/** The accounts module's expected failures, with the words the customer reads. */
export const accountErrors = {
  /** The same words whether the e-mail is unknown or the password wrong. */
  loginFailed: () => new AppError(400, errorCodes.invalidCredentials, accountMessages.loginFailed),
  tooManyLogins: (resetMs: number) =>
    tooManyAttempts(
      (minutes) => `Too many login attempts. Please wait ${waitFor(minutes)} and try again, or use Forgot Password.`,
      resetMs,
    ),
  tooManyForgotRequests: (resetMs: number) =>
    tooManyAttempts((minutes) => `Too many requests. Please wait ${waitFor(minutes)} and try again.`, resetMs),
  /** Staff disabled this account (SECURITY A5): said only to whoever proved they own it. */
  accountDisabled: () =>
    new AppError(
      403,
      errorCodes.accountDisabled,
      'This account has been disabled, so you cannot sign in. Please contact us through the Contact page if you think this is a mistake.',
    ),
  emailInUse: () =>
    new AppError(
      409,
      errorCodes.emailInUse,
      'An account with this email address already exists. Please log in, or use Forgot Password to set a password.',
    ),
  googleAlreadyRegistered: () =>
    new AppError(
      409,
      errorCodes.emailInUse,
      'You already have an account with this Google account. Please log in with Google.',
    ),
  /** Never merged silently (SECURITY A4): whoever made that account may not own the Google one. */
  googleEmailInUse: () =>
    new AppError(
      409,
      errorCodes.googleEmailInUse,
      'This email address already has an account that signs in with a password. Please log in with your email and password (or use Forgot Password).',
    ),
  googleAccountMissing: (google: { email: string; firstname: string; lastname: string }) =>
    new GoogleAccountMissing(google),
  googleNotConfigured: () =>
    new AppError(400, errorCodes.badRequest, 'Google sign-in is not available. Please log in with your email address.'),
  googleRefused: () =>
    new AppError(
      401,
      errorCodes.invalidGoogleCredential,
      'We could not confirm your Google sign-in. Please try again.',
    ),
  googleUnavailable: () =>
    providerUnavailable(
      'Google sign-in is not answering just now. Please try again in a few minutes, or log in with your email address.',
    ),
  /** SECURITY A4: a state that is not the one this browser was given is refused. */
  googleBindingMismatch: () =>
    new AppError(
      400,
      errorCodes.badRequest,
      'We could not match this Google sign-in to your browser, or it took too long. Please choose “Continue with Google” again.',
    ),
  googleCredentialSpent: () =>
    new AppError(
      401,
      errorCodes.invalidGoogleCredential,
      'This Google sign-in has already been used. Please choose “Continue with Google” again.',
    ),
  invalidResetLink: () =>
    new AppError(
      400,
      errorCodes.invalidResetLink,
      'This link has expired or has already been used. Please ask for a new one from Forgot Password.',
    ),
  /** `field` names the form field the message belongs to. */
  commonPassword: (message: string, field: string) => badRequest(message, { [field]: message }),
  emailNotEditable: () => {
    const message = 'Your email address cannot be changed here. Please contact us to change it.';
    return badRequest(message, { email: message });
  },
  noPasswordYet: () => {
    const message = 'You have not set a password yet. Use Forgot Password on the login page to set one.';
    return badRequest(message, { curPassword: message });
  },
  tooManyWrongPasswords: () => badRequest('Too many wrong passwords. Please wait 15 minutes, or use Forgot Password.'),
  wrongCurrentPassword: () => {
    const message = 'Your current password is incorrect';
    return badRequest(message, { curPassword: message });
  },
  notAnImage: () => badRequest(profileImageMessages.notAnImage, { profile_img: profileImageMessages.notAnImage }),
  noPictureChosen: () => badRequest(profileImageMessages.notAnImage, { profile_img: 'Choose a picture to upload.' }),
  pictureNotMultipart: () =>
    new AppError(415, errorCodes.unsupportedMediaType, 'Send the picture as multipart/form-data.'),
  pictureTooLarge: () =>
    new AppError(413, errorCodes.payloadTooLarge, profileImageMessages.tooLarge, {
      profile_img: profileImageMessages.tooLarge,
    }),
} as const;
