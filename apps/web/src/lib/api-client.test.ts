import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';
import { rehydrateAllSlices } from './state/persisted-store';
import { logoutIfExpired, setSessionToken, TOKEN_LIFETIME_MS } from './state/session';
import { useAlerts, useAuth, useRecentViewed } from './state/slices';

const fetchMock = vi.fn<typeof fetch>();

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
  it('sends the bearer token when one is held, and JSON bodies', async () => {
    setSessionToken('tok-123');
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await expect(apiFetch('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok-123');
    expect(headers['content-type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
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

  it('logs out fully on a 401 when a token was sent (spec §4)', async () => {
    setSessionToken('expired-on-server');
    useRecentViewed.getState().set([{ _id: 'p1', level: 'Safe', regNumber: 'AB12CDE' }]);
    fetchMock.mockResolvedValue(
      answer(401, { error: { code: 'UNAUTHORISED', message: 'Please log in to continue.' } }),
    );
    await expect(apiFetch('/api/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(useAuth.getState().value.userToken).toBeNull();
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

describe('session expiry (spec §4)', () => {
  it('records an expiry 24 hours ahead when the token is set', () => {
    setSessionToken('t', 1_000);
    expect(localStorage.getItem('tokenExpiration')).toBe(String(1_000 + TOKEN_LIFETIME_MS));
  });

  it.each([
    [TOKEN_LIFETIME_MS - 1, false],
    [TOKEN_LIFETIME_MS + 1, true],
  ])('%i ms after login, logged out: %s', (elapsed, expected) => {
    setSessionToken('t', 0);
    expect(logoutIfExpired(elapsed)).toBe(expected);
    expect(useAuth.getState().value.userToken).toBe(expected ? null : 't');
  });
});
