import { apiFetch, noContent } from './api-client';
import { fullLogout } from './state/session';

/**
 * Spec §2 Logout: the server revokes the token (docs/accounts.md), then everything held locally
 * goes. The call is not awaited and its failure ignored: the user is logged out here either way,
 * and apiFetch has already read the token before fullLogout clears it.
 */
export function logout(): void {
  apiFetch('/api/user/logout', noContent, { method: 'POST' }).catch(() => undefined);
  fullLogout();
}
