import { resetAllSlices } from './persisted-store';
import { useAuth } from './slices';

/** Spec §9: a session token lives 24 hours. */
export const TOKEN_LIFETIME_MS = 86_400_000;
const EXPIRY_KEY = 'tokenExpiration';

export function readToken(): string | null {
  return useAuth.getState().value.userToken;
}

/** Spec §4: setting the token records an expiry 24 hours ahead. */
export function setSessionToken(token: string, now = Date.now()): void {
  useAuth.getState().set({ userToken: token });
  localStorage.setItem(EXPIRY_KEY, String(now + TOKEN_LIFETIME_MS));
}

/** Spec §4: full logout clears every slice, then empties all local storage. */
export function fullLogout(): void {
  resetAllSlices();
  try {
    localStorage.clear();
  } catch {
    // Storage unavailable (private mode, prerender): nothing to clear.
  }
}

/** Spec §4: if the stored expiry is earlier than now, full logout. Returns whether it happened. */
export function logoutIfExpired(now = Date.now()): boolean {
  let expiry: string | null = null;
  try {
    expiry = localStorage.getItem(EXPIRY_KEY);
  } catch {
    return false;
  }
  const expired = expiry !== null && Number(expiry) < now;
  const orphanToken = expiry === null && readToken() !== null;
  if (expired || orphanToken) {
    fullLogout();
    return true;
  }
  return false;
}
