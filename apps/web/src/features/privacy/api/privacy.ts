import type { SessionAnswer } from '@kestrel/domain/schemas/account';
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
