import { ApiError, apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';
import { getClientConfig } from '../api/get-client-config';

const startAnswer = accountAnswer((m) => m.googleStartAnswerSchema);

const SIGN_IN_KEY = 'googleSignIn';
const REGISTRATION_KEY = 'googleRegistration';

/**
 * What the browser remembers between leaving for Google and coming back (docs/accounts.md): the
 * `state` to compare and where to go. The nonce, and the state's true copy, are the server's, in
 * an HttpOnly cookie (POST /api/user/google/start).
 */
export interface PendingGoogleSignIn {
  state: string;
  /** Where to go once signed in. */
  next: string;
}

/** A Google sign-in with no account yet: kept for /auth/details-missing. */
export interface PendingGoogleRegistration {
  credential: string;
  state: string;
  next: string;
  google: { email: string; firstname: string; lastname: string };
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Sends the browser to Google's sign-in (the emulator's in demo mode) with a `state` and `nonce`
 * the server made and bound to this browser: the ID token must carry that nonce and come back with
 * that state, and it signs in once (docs/security.md, "Google sign-in").
 * Throws an ApiError when Google sign-in is not available.
 */
export async function startGoogleSignIn(next: string, loginHint?: string): Promise<void> {
  const { google } = await getClientConfig();
  if (!google) throw new ApiError(503, 'GOOGLE_UNAVAILABLE', 'Google sign-in is not available right now.');
  const { state, nonce } = await apiFetch('/api/user/google/start', startAnswer, { method: 'POST' });
  const pending: PendingGoogleSignIn = { state, next };
  sessionStorage.setItem(SIGN_IN_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: `${window.location.origin}/auth/google-callback`,
    response_type: 'id_token',
    scope: 'openid email profile',
    state: pending.state,
    nonce,
    prompt: 'select_account',
  });
  if (loginHint) query.set('login_hint', loginHint);
  window.location.assign(`${google.authorizeUrl}?${query.toString()}`);
}

/** The pending sign-in, read once: a second visit to the callback finds nothing. */
export function takePendingSignIn(): PendingGoogleSignIn | null {
  const pending = read<PendingGoogleSignIn>(SIGN_IN_KEY);
  sessionStorage.removeItem(SIGN_IN_KEY);
  return pending;
}

export function keepPendingRegistration(registration: PendingGoogleRegistration): void {
  sessionStorage.setItem(REGISTRATION_KEY, JSON.stringify(registration));
}

export function readPendingRegistration(): PendingGoogleRegistration | null {
  return read<PendingGoogleRegistration>(REGISTRATION_KEY);
}

export function clearPendingRegistration(): void {
  sessionStorage.removeItem(REGISTRATION_KEY);
}
