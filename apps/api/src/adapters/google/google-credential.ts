/** The Google account a credential proves: never believed from the browser, always verified. */
export interface GoogleIdentity {
  /** Google's stable user id: accounts are found by this, never by e-mail alone. */
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  picture: string | null;
}

/**
 * The credential is not good: bad signature, wrong audience or issuer, expired, nonce mismatch,
 * e-mail not verified. The message is a short reason, safe to log: it never holds the token.
 */
export class GoogleCredentialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoogleCredentialError';
  }
}

/** The provider name on a ProviderError: Google could not be reached or answered in error. */
export const GOOGLE_PROVIDER = 'google';
