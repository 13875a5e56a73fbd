import type { SessionAnswer } from '@kestrel/domain/schemas/account';
import type { ConsentAnswer } from '@kestrel/domain/schemas/privacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, noContent } from '~/lib/api-client';
import { accountAnswer, privacyAnswer } from '~/lib/answer-schemas';
import { downloadFile } from '~/lib/download-file';
import { queryKeys } from '~/lib/query-keys';

const messageAnswer = accountAnswer((m) => m.messageAnswerSchema);
const sessionAnswer = accountAnswer((m) => m.sessionAnswerSchema);
const consentAnswer = privacyAnswer((m) => m.consentAnswerSchema);
const consentChangedAnswer = privacyAnswer((m, z) => m.consentAnswerSchema.extend({ message: z.string() }));
const signInsAnswer = privacyAnswer((m) => m.signInsAnswerSchema);

/** GET /api/privacy/export, saved as one JSON file. */
export function downloadMyData(): Promise<void> {
  return downloadFile('/api/privacy/export', 'kestrel-my-data.json');
}

/** POST /api/privacy/erase: the password again; refused with the reason while something still runs. */
export function eraseAccount(password: string): Promise<{ message: string }> {
  return apiFetch('/api/privacy/erase', messageAnswer, { method: 'POST', body: { password }, loading: true });
}

/** POST /api/privacy/sign-out-everywhere: every session ends; this device carries on with a fresh one. */
export function signOutEverywhere(): Promise<SessionAnswer> {
  return apiFetch('/api/privacy/sign-out-everywhere', sessionAnswer, { method: 'POST', loading: true });
}

/** GET /api/privacy/consent: the marketing e-mail choice. */
export function getConsent(signal?: AbortSignal): Promise<ConsentAnswer> {
  return apiFetch('/api/privacy/consent', consentAnswer, { signal });
}

export const consentQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.privacy.consent(), queryFn: ({ signal }) => getConsent(signal) });

export const useConsent = () => useQuery(consentQueryOptions());

/** PUT /api/privacy/consent: opt in to offers and news, or out. */
export function setConsent(marketing: boolean): Promise<ConsentAnswer & { message: string }> {
  return apiFetch('/api/privacy/consent', consentChangedAnswer, {
    method: 'PUT',
    body: { marketing },
    loading: true,
  });
}

/** GET /api/privacy/sessions: the live sign-ins. */
export function getSignIns(signal?: AbortSignal) {
  return apiFetch('/api/privacy/sessions', signInsAnswer, { signal });
}

export const signInsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.privacy.signIns(), queryFn: ({ signal }) => getSignIns(signal) });

export const useSignIns = () => useQuery(signInsQueryOptions());

/** DELETE /api/privacy/sessions/:id: sign out of one device. */
export function endSignIn(id: string): Promise<null> {
  return apiFetch(`/api/privacy/sessions/${id}`, noContent, { method: 'DELETE', loading: true });
}
