/** Spec §4: where a successful login goes, by the page it started from. */
export const DASHBOARD = '/dashboard/user-dashboard';
export const PURCHASE_DETAILS = '/purchase/details';

/** A `redirectTo` from the session guard, accepted only as a path on this site. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export type LoginVariant = 'account' | 'purchase' | 'guest';

/** /login → the dashboard (or the page first asked for); /auth/login and /auth/login-as-guest → the purchase. */
export function destinationAfterLogin(variant: LoginVariant, redirectTo: string | null): string {
  return safeRedirect(redirectTo) ?? (variant === 'account' ? DASHBOARD : PURCHASE_DETAILS);
}
