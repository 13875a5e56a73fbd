import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';
import { rehydrateAllSlices } from './state/persisted-store';
import { forgetStoredToken, isSignedIn, startSession } from './state/session';
import { useAlerts, useAuth, useRecentViewed } from './state/slices';

const fetchMock = vi.fn<typeof fetch>();
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
    await expect(apiFetch('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
    expect(headers['content-type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');

    await apiFetch('/api/user/logout', { method: 'POST' });
    const [, bare] = fetchMock.mock.calls[1] ?? [];
    expect((bare?.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(bare?.body).toBe('{}');
    await apiFetch('/api/thing');
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
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
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
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
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
    await expect(apiFetch('/api/user/profile')).rejects.toMatchObject({ status: 401 });
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
    await apiFetch('/api/x', { loading: true });
    expect(during).toBe(true);
    expect(useAlerts.getState().value.loading).toBe(false);
  });
});

describe('the session in the browser (issue 25)', () => {
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
