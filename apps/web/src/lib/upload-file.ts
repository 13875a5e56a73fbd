import { ApiError, GENERIC_ERROR_MESSAGE, readAnswer, type AnswerSchema } from './api-client';
import { fullLogout, isSignedIn } from './state/session';

/** The server's `{ error: { code, message, fields } }` out of a failed upload's answer. */
function errorOf(status: number, text: string): ApiError {
  let payload: unknown = null;
  try {
    payload = JSON.parse(text);
  } catch {
    // Not JSON: a proxy's page, say.
  }
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  if (error && typeof error.message === 'string') {
    return new ApiError(
      status,
      typeof error.code === 'string' ? error.code : 'UNKNOWN',
      error.message,
      (error.fields as Record<string, string> | undefined) ?? {},
      payload,
    );
  }
  if (status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'That file is too large to send.');
  return new ApiError(status, 'UNKNOWN', GENERIC_ERROR_MESSAGE);
}

/** Where a file goes, and the schema its answer is read by. */
export interface UploadTarget<T> {
  url: string;
  answer: AnswerSchema<T>;
}

/**
 * Sends a multipart form to our API and reports its progress (0 to 1) as it goes, which fetch
 * cannot: same origin, the session's cookie, JSON back. Errors are ApiErrors with the server's
 * message, as apiFetch gives, and the answer is read by its schema; a 401 logs out fully.
 */
export function uploadWithProgress<T>(
  { url, answer }: UploadTarget<T>,
  form: FormData,
  onProgress: (done: number) => void,
): Promise<T> {
  const signedIn = isSignedIn();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        let payload: unknown = null;
        try {
          payload = JSON.parse(request.responseText);
        } catch {
          // Not JSON: the schema refuses it as an answer this page cannot read.
        }
        readAnswer(request.status, payload, answer).then(resolve, reject);
        return;
      }
      if (request.status === 401 && signedIn) fullLogout();
      reject(errorOf(request.status, request.responseText));
    });
    request.addEventListener('error', () =>
      reject(
        new ApiError(0, 'NETWORK_ERROR', 'We could not reach our server. Please check your connection and try again.'),
      ),
    );
    request.send(form);
  });
}
