import { GoogleCredentialError, type GoogleIdentity } from '../../adapters/google/google-verifier';
import { accountErrors } from './errors';
import type { AccountsContext } from './context';

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
  if (!ctx.google) throw accountErrors.googleNotConfigured();
  try {
    return await ctx.google.verify(input);
  } catch (error) {
    if (error instanceof GoogleCredentialError) {
      ctx.log.warn({ event: 'google.refused', reason: error.message }, 'Google credential refused');
      throw accountErrors.googleRefused();
    }
    ctx.log.error({ err: error }, 'Google could not be reached');
    throw accountErrors.googleUnavailable();
  }
}
