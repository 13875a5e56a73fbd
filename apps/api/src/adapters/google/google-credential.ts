/** The Google account a credential proves: never believed from the browser, always verified. */
export interface GoogleProfile {
  /** Google's stable user id: accounts are found by this, never by e-mail alone. */
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  picture: string | null;
}

/**
 * What makes one ID token one sign-in, however it is spelt: from its verified claims. The record of
 * spent credentials is keyed on these, not on the token's text (docs/security.md, issue #35 finding 2).
 */
export interface GoogleIssuance {
  iss: string;
  aud: string;
  sub: string;
  /** Seconds since the epoch. */
  iat: number;
  /** The nonce our server made for this browser's sign-in (POST /api/user/google/start). */
  nonce: string;
}

/** A verified Google sign-in: who, and which issuance of which token proved it. */
export interface GoogleIdentity extends GoogleProfile {
  issuance: GoogleIssuance;
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

/** What Google says of the person, from an ID token's claims or from userinfo (the same names). */
export interface GoogleClaims {
  sub: string;
  email?: string | undefined;
  email_verified?: boolean | string | undefined;
  name?: string | undefined;
  given_name?: string | undefined;
  family_name?: string | undefined;
  picture?: string | undefined;
}

/** Who signed in: only with an e-mail address Google has verified (`noEmail` says which credential lacked one). */
export function identityOf(claims: GoogleClaims, noEmail: string): GoogleProfile {
  if (!claims.email) throw new GoogleCredentialError(noEmail);
  if (String(claims.email_verified) !== 'true') throw new GoogleCredentialError('the e-mail address is not verified');
  return {
    sub: claims.sub,
    email: claims.email,
    emailVerified: true,
    givenName: claims.given_name ?? claims.name ?? '',
    familyName: claims.family_name ?? '',
    picture: claims.picture ?? null,
  };
}
