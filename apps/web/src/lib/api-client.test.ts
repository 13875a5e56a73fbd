import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch, noContent, type AnswerSchema } from './api-client';
import { rehydrateAllSlices } from './state/persisted-store';
import { forgetStoredToken, isSignedIn, startSession } from './state/session';
import { useAlerts, useAuth, useRecentViewed } from './state/slices';

const fetchMock = vi.fn<typeof fetch>();
const schema = <T>(parser: z.ZodType<T>): AnswerSchema<T> => ({ load: async () => parser });
const anything = schema(z.unknown());
const signedInUser = {
  _id: 'u1',
  firstname: 'Emma',
  lastname: 'Thompson',
  email: 'emma@example.com',
} as Parameters<typeof startSession>[0]['user'];

function answer(status: number, body: unknown) {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(async () => {
  localStorage.clear();
  await rehydrateAllSlices();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends no token (the session is an HttpOnly cookie), JSON bodies, and a JSON body with every write', async () => {
    startSession({ user: signedInUser });
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await expect(apiFetch('/api/thing', anything, { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
    expect(headers['content-type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');

    await apiFetch('/api/user/logout', anything, { method: 'POST' });
    const [, bare] = fetchMock.mock.calls[1] ?? [];
    expect((bare?.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(bare?.body).toBe('{}');
    await apiFetch('/api/thing', anything);
    expect(fetchMock.mock.calls[2]?.[1]?.body).toBeUndefined();
  });

  it('turns an error body into an ApiError carrying the server message and fields', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Enter your registration',
          fields: { reg: 'Enter your registration' },
        },
      }),
    );
    const error = await apiFetch('/api/x', anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Enter your registration',
      fields: { reg: 'Enter your registration' },
    });
  });

  it('falls back to the general message when the body is not ours', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/x', anything)).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('logs out fully on a 401 when signed in (spec §4)', async () => {
    startSession({ user: signedInUser });
    useRecentViewed.getState().set([{ _id: 'p1', level: 'Safe', regNumber: 'AB12CDE' }]);
    fetchMock.mockResolvedValue(
      answer(401, { error: { code: 'UNAUTHORISED', message: 'Please log in to continue.' } }),
    );
    await expect(apiFetch('/api/user/profile', anything)).rejects.toMatchObject({ status: 401 });
    expect(useAuth.getState().value.signedIn).toBe(false);
    expect(useRecentViewed.getState().value).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('sets the loading flag for the duration of a call that asks for it', async () => {
    let during = false;
    fetchMock.mockImplementation(async () => {
      during = useAlerts.getState().value.loading;
      return answer(200, {});
    });
    await apiFetch('/api/x', anything, { loading: true });
    expect(during).toBe(true);
    expect(useAlerts.getState().value.loading).toBe(false);
  });
});

describe('apiFetch reads the answer by its schema', () => {
  const thing = schema(z.object({ id: z.string(), count: z.number() }));

  it('gives the parsed answer (what the schema does not name is dropped)', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 'a', count: 2, extra: true }));
    await expect(apiFetch('/api/thing', thing)).resolves.toEqual({ id: 'a', count: 2 });
  });

  it('turns an answer that does not fit into an ApiError with the reason, not a crash later', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 'a', count: 'two' }));
    const error = await apiFetch('/api/thing', thing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'UNEXPECTED_ANSWER', body: { id: 'a', count: 'two' } });
    expect((error as ApiError).reason).toBeInstanceOf(z.ZodError);
  });

  it('says the page must be reloaded when the schema cannot be fetched', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 'a', count: 2 }));
    const unreachable: AnswerSchema<unknown> = { load: () => Promise.reject(new Error('chunk')) };
    await expect(apiFetch('/api/thing', unreachable)).rejects.toMatchObject({ code: 'CHUNK_FAILED' });
  });

  it('still reports the server error when the schema cannot be fetched either', async () => {
    fetchMock.mockResolvedValue(answer(404, { error: { code: 'NOT_FOUND', message: 'No such thing' } }));
    const unreachable: AnswerSchema<unknown> = { load: () => Promise.reject(new Error('chunk')) };
    await expect(apiFetch('/api/thing', unreachable)).rejects.toMatchObject({ status: 404, message: 'No such thing' });
  });

  it('reads a 204 as no content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/thing', noContent, { method: 'DELETE' })).resolves.toBeNull();
  });
});

describe('the session in the browser (SECURITY A5)', () => {
  it('keeps no token anywhere: only that it is signed in, and the user', () => {
    startSession({ user: signedInUser, token: 'a-session-token-from-an-api-answer' } as never);
    expect(isSignedIn()).toBe(true);
    expect(JSON.stringify({ ...localStorage })).not.toContain('a-session-token-from-an-api-answer');
  });

  it("throws away an older build's stored token, and signs that browser out", () => {
    localStorage.setItem('auth', JSON.stringify({ state: { value: { userToken: 'old' } }, version: 0 }));
    localStorage.setItem('tokenExpiration', String(Date.now() + 60_000));
    expect(forgetStoredToken()).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(forgetStoredToken()).toBe(false);
  });
});
