import { errorCodes } from '@kestrel/domain/schemas/errors';
import { GoogleCredentialError, type GoogleIdentity } from '../../adapters/google/google-verifier';
import { AppError, providerUnavailable } from '../../lib/errors';
import type { AccountsContext } from './accounts-context';

export interface GoogleCredential {
  credential?: string | undefined;
  accessToken?: string | undefined;
  nonce?: string | undefined;
}

/**
 * The Google account behind a credential, proved by the adapter (signature, issuer, audience,
 * expiry, nonce). An e-mail the browser merely asserts is never believed (SECURITY A4).
 */
export async function verifiedGoogleIdentity(ctx: AccountsContext, input: GoogleCredential): Promise<GoogleIdentity> {
  if (!ctx.google)
    throw new AppError(
      400,
      errorCodes.badRequest,
      'Google sign-in is not available. Please log in with your email address.',
    );
  try {
    return await ctx.google.verify(input);
  } catch (error) {
    if (error instanceof GoogleCredentialError) {
      ctx.log.warn({ event: 'google.refused', reason: error.message }, 'Google credential refused');
      throw new AppError(
        401,
        errorCodes.invalidGoogleCredential,
        'We could not confirm your Google sign-in. Please try again.',
      );
    }
    ctx.log.error({ err: error }, 'Google could not be reached');
    throw providerUnavailable(
      'Google sign-in is not answering just now. Please try again in a few minutes, or log in with your email address.',
    );
  }
}
