import type { SessionAnswer } from '@kestrel/domain/schemas/account';
import type { ConsentAnswer, SignIn } from '@kestrel/domain/schemas/privacy';
import { apiFetch } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';

/** GET /api/privacy/export, saved as one JSON file. */
export function downloadMyData(): Promise<void> {
  return downloadFile('/api/privacy/export', 'kestrel-my-data.json');
}

/** POST /api/privacy/erase: the password again; refused with the reason while something still runs. */
export function eraseAccount(password: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/privacy/erase', { method: 'POST', body: { password }, loading: true });
}

/** POST /api/privacy/sign-out-everywhere: every session ends; this device carries on with a fresh one. */
export function signOutEverywhere(): Promise<SessionAnswer> {
  return apiFetch<SessionAnswer>('/api/privacy/sign-out-everywhere', { method: 'POST', loading: true });
}

/** GET /api/privacy/consent: the marketing e-mail choice. */
export function getConsent(signal?: AbortSignal): Promise<ConsentAnswer> {
  return apiFetch<ConsentAnswer>('/api/privacy/consent', { signal });
}

/** PUT /api/privacy/consent: opt in to offers and news, or out. */
export function setConsent(marketing: boolean): Promise<ConsentAnswer & { message: string }> {
  return apiFetch<ConsentAnswer & { message: string }>('/api/privacy/consent', {
    method: 'PUT',
    body: { marketing },
    loading: true,
  });
}

/** POST /api/privacy/unsubscribe/:token: the e-mailed link, without signing in. */
export function unsubscribe(token: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/api/privacy/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
    loading: true,
  });
}

/** GET /api/privacy/sessions: the live sign-ins. */
export function getSignIns(signal?: AbortSignal): Promise<{ sessions: SignIn[] }> {
  return apiFetch<{ sessions: SignIn[] }>('/api/privacy/sessions', { signal });
}

/** DELETE /api/privacy/sessions/:id: sign out of one device. */
export function endSignIn(id: string): Promise<void> {
  return apiFetch<void>(`/api/privacy/sessions/${id}`, { method: 'DELETE', loading: true });
}
