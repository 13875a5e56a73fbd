import { z } from 'zod';
import { isUkPhone, parseUkPhone } from '../uk/phone';
import { isUkPostcode, normalisePostcode } from '../uk/postcode';
import { PASSWORD_MAX, PASSWORD_MIN } from '../accounts/account-rules';

// Kept importable from here too; Zod-free code imports them from accounts/account-rules.
export { accountMessages, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../accounts/account-rules';

/**
 * The account calls of spec §7 (register, login, profile), with the decisions of DESIGN §2:
 * guests register without a password; Google credentials are verified by the server. The web
 * forms and the server validate with these same schemas.
 */

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const emailSchema = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'Your email address must be 254 characters or fewer')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

/** Any characters, 8 to 128 of them; whether it is too common is the server's check. Never trimmed. */
export const newPasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN, `Your password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Your password must be ${PASSWORD_MAX} characters or fewer`);

/** A password offered at login: only bounded, so a long one costs no hashing. */
export const givenPasswordSchema = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(PASSWORD_MAX, 'Email or password is incorrect');

/** A UK phone number, answered in national format (07911 123456). */
export const ukPhoneSchema = z
  .string({ error: 'Enter your phone number' })
  .trim()
  .min(1, 'Enter your phone number')
  .max(20, 'Enter a valid UK phone number')
  .refine(isUkPhone, 'Enter a valid UK phone number, for example 07911 123456')
  .transform((phone) => parseUkPhone(phone)?.national ?? phone);

export const ukPostcodeSchema = z
  .string({ error: 'Enter your postcode' })
  .trim()
  .min(1, 'Enter your postcode')
  .max(10, 'Enter a valid UK postcode, for example SW1A 1AA')
  .refine(isUkPostcode, 'Enter a valid UK postcode, for example SW1A 1AA')
  .transform(normalisePostcode);

export const firstnameSchema = requiredText(
  'Enter your first name',
  50,
  'Your first name must be 50 characters or fewer',
);
export const lastnameSchema = requiredText('Enter your last name', 50, 'Your last name must be 50 characters or fewer');

export const addressSchema = z.strictObject({
  address: requiredText('Enter your address', 200, 'Your address must be 200 characters or fewer'),
  city: requiredText('Enter your town or city', 100, 'Your town or city must be 100 characters or fewer'),
  postcode: ukPostcodeSchema,
});

/**
 * A Google credential, proved on the server (CONTRACTS §4): an ID token (`credential`, checked for
 * signature, issuer, audience and the nonce the server made at POST /api/user/google/start), and
 * optionally the OAuth access token Google issued with it (`accessToken`: the ID token's at_hash
 * must name it, then user-info is read). An access token alone carries no nonce and is refused
 * (401). Sent with the `state` Google sent back; each credential signs in once. A `nonce` sent by
 * the browser is accepted for older clients and ignored: the server's is used.
 */
export const googleCredentialFields = {
  credential: z.string().min(20).max(8192).optional(),
  accessToken: z.string().min(10).max(4096).optional(),
  state: z.string().min(16).max(128).optional(),
  nonce: z.string().min(16).max(128).optional(),
};

/** POST /api/user/google/start: the state and nonce to send to Google, bound to this browser. */
export const googleStartAnswerSchema = z.object({ state: z.string(), nonce: z.string() });
export type GoogleStartAnswer = z.infer<typeof googleStartAnswerSchema>;

const hasGoogleCredential = (value: { credential?: string | undefined; accessToken?: string | undefined }) =>
  Boolean(value.credential ?? value.accessToken);
const googleCredentialMissing = () => ({
  message: 'Sign in with Google again: we could not confirm your Google account.',
  path: ['credential'],
});

/** POST /api/user/register (spec §3 "Registration payload"). */
export const registerRequestSchema = z
  .strictObject({
    firstname: firstnameSchema,
    lastname: lastnameSchema,
    email: emailSchema,
    mobile_no: ukPhoneSchema,
    addr: addressSchema,
    googleRegistration: z.boolean().optional(),
    ...googleCredentialFields,
  })
  .refine((value) => !value.googleRegistration || hasGoogleCredential(value), googleCredentialMissing());

export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/user/login: e-mail and password, or (googleLogin: true) a Google credential. */
export const loginRequestSchema = z
  .strictObject({
    email: emailSchema.optional(),
    password: givenPasswordSchema.optional(),
    googleLogin: z.literal(true).optional(),
    ...googleCredentialFields,
  })
  .superRefine((value, context) => {
    if (value.googleLogin) {
      if (!hasGoogleCredential(value)) context.addIssue({ code: 'custom', ...googleCredentialMissing() });
      return;
    }
    if (!value.email) context.addIssue({ code: 'custom', message: 'Enter your email address', path: ['email'] });
    if (value.password === undefined) {
      context.addIssue({ code: 'custom', message: 'Enter your password', path: ['password'] });
    }
  });

export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roles = ['customer', 'staff'] as const;
export type Role = (typeof roles)[number];

/** The user as the API answers it (spec §3 "User profile"): never a password, token or hash. */
export const userSchema = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  mobile_no: z.string(),
  addr: z.object({ address: z.string(), city: z.string(), postcode: z.string() }),
  /** Our own URL of the picture (fetched with the bearer token), or null for the default image. */
  profile_img: z.string().nullable(),
  role: z.enum(roles),
  /** False for a guest or Google account that has not set a password yet. */
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
});

export type User = z.infer<typeof userSchema>;

/** Login and register answer a session token (24 hours), the user and a message. */
export const sessionAnswerSchema = z.object({
  token: z.string(),
  /** When the server will stop accepting the token (ISO timestamp). */
  expiresAt: z.string(),
  user: userSchema,
  message: z.string(),
});

export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** The 400 of a Google login with no account: the verified identity, for /auth/details-missing. */
export const googleAccountMissingSchema = z.object({
  error: z.object({ code: z.literal('GOOGLE_ACCOUNT_NOT_FOUND'), message: z.string() }),
  google: z.object({ email: z.string(), firstname: z.string(), lastname: z.string() }),
});

export type GoogleAccountMissing = z.infer<typeof googleAccountMissingSchema>;

export const profileAnswerSchema = z.object({ user: userSchema });

/** PUT /api/user/update-profile: the e-mail may be sent but never changes (spec §2 "Profile"). */
export const updateProfileRequestSchema = z.strictObject({
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  email: emailSchema.optional(),
  mobile_no: ukPhoneSchema,
  addr: addressSchema.optional(),
});

export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const userAnswerSchema = z.object({ user: userSchema, message: z.string() });

export const messageAnswerSchema = z.object({ message: z.string() });

/** PUT /api/user/update-password: a message for each failure, decided by the server. */
export const updatePasswordRequestSchema = z
  .strictObject({
    curPassword: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(PASSWORD_MAX),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Confirm your new password' }).min(1, 'Confirm your new password'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'The new passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.curPassword, {
    message: 'Choose a new password that is different from your current one',
    path: ['newPassword'],
  });

/** The answer also carries a fresh token: every earlier session, this one included, is revoked. */
export const updatePasswordAnswerSchema = sessionAnswerSchema;

/** POST /api/user/password/forgot: the same answer whether or not the e-mail has an account. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });

/** PUT /api/user/password/reset/{token}. */
export const resetPasswordRequestSchema = z
  .strictObject({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'Confirm your new password' }).min(1, 'Confirm your new password'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

export const resetTokenParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid. Ask for a new one from Forgot Password.'),
});

/** GET /api/config: what the browser needs to know of this deployment. */
export const clientConfigSchema = z.object({
  google: z
    .object({
      clientId: z.string(),
      /** Where the browser sends the user to sign in: Google's, or the emulator's in demo mode. */
      authorizeUrl: z.string(),
      demo: z.boolean(),
    })
    .nullable(),
  /** `emulator`: the demo pay button through the local PayPal emulator; `paypal`: PayPal's own buttons. */
  paypal: z.object({ mode: z.enum(['emulator', 'paypal']), clientId: z.string().nullable() }),
  /** Monthly payment by Direct Debit is offered (DESIGN §8.2: MONTHLY_PAYMENTS and GoCardless set up). */
  monthlyPayments: z.boolean().optional(),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;
