import { ApiError, GENERIC_ERROR_MESSAGE } from './api-client';
import { fullLogout, isSignedIn } from './state/session';

/** How long the object URL outlives the click that saves it (some browsers read it late). */
const REVOKE_AFTER_MS = 10_000;

/** The server's `{ error: { message } }`, or null for any other body. */
async function serverMessage(response: Response): Promise<{ code: string; message: string } | null> {
  const payload: unknown = await response.json().catch(() => null);
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return null;
  const error = payload.error as { code?: unknown; message?: unknown } | null;
  if (!error || typeof error.message !== 'string') return null;
  return { code: typeof error.code === 'string' ? error.code : 'UNKNOWN', message: error.message };
}

/**
 * Saves a document of ours (a receipt or certificate PDF, a data export) as `filename`: fetched with the session
 * cookie, then saved through a temporary object URL under our own name for it. A failure throws an ApiError with the server's
 * message; a 401 logs out fully, as apiFetch does.
 */
export async function downloadFile(
  url: string,
  filename: string,
  options: { method?: 'GET' | 'POST' } = {},
): Promise<void> {
  const signedIn = isSignedIn();
  let response: Response;
  try {
    // A POST carries a JSON body, as every write from our own pages does (the CSRF defence).
    response =
      options.method === 'POST'
        ? await fetch(url, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        : await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'We could not reach our server. Please check your connection and try again.',
    );
  }
  if (!response.ok) {
    if (response.status === 401 && signedIn) fullLogout();
    const error = await serverMessage(response);
    throw new ApiError(response.status, error?.code ?? 'UNKNOWN', error?.message ?? GENERIC_ERROR_MESSAGE);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
  }
}
