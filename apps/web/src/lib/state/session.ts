import type { User } from '@kestrel/domain/schemas/account';
import { resetAllSlices } from './persisted-store';
import { useAuth, useUserData, useUserDetails } from './slices';

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

/** Keeps the signed-in user: the whole answer in userDetails, the navbar's fields in userData (spec §3). */
export function rememberUser(user: User): void {
  useUserDetails.getState().set(user);
  useUserData.getState().set({
    ...(user.profile_img ? { profile_img: user.profile_img } : {}),
    firstName: user.firstname,
    lastName: user.lastname,
    email: user.email,
  });
}

/** Spec §4: login or register returned a token and user; both are stored. */
export function startSession(answer: { token: string; user: User }, now = Date.now()): void {
  setSessionToken(answer.token, now);
  rememberUser(answer.user);
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
