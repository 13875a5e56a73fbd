import type { User } from '@kestrel/domain/schemas/account';
import { resetAllSlices } from './persisted-store';
import { useAuth, useUserData, useUserDetails } from './slices';

/*
 * The session itself lives in an HttpOnly cookie the server sets and clears (docs/security.md,
 * "Sessions"): no script of ours, or of anyone else's on the page, can read it. The browser keeps
 * only whether it is signed in, so pages can choose what to show; the server's 401 is the truth.
 */

/** Whether this browser is signed in, as far as the last sign-in, sign-out or 401 told it. */
export function isSignedIn(): boolean {
  return useAuth.getState().value.signedIn === true;
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

/**
 * Login or register answered (spec §4): the server has set the session cookie; the browser keeps
 * the user and that it is signed in. Any token in the answer is for API clients and is not kept.
 */
export function startSession(answer: { user: User }): void {
  useAuth.getState().set({ signedIn: true });
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

/**
 * An older build kept a bearer token in local storage (`auth.userToken`, `tokenExpiration`): it is
 * thrown away, and that browser signs in again. Returns whether it did.
 */
export function forgetStoredToken(): boolean {
  try {
    const legacy =
      localStorage.getItem('tokenExpiration') !== null || /"userToken"/.test(localStorage.getItem('auth') ?? '');
    if (legacy) fullLogout();
    return legacy;
  } catch {
    return false;
  }
}
