import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch, type AnswerSchema } from './api-client';
import { rehydrateAllSlices } from './state/persisted-store';

/**
 * Safe retries (docs/api.md): every write carries a fresh Idempotency-Key, and a write whose answer
 * was lost (a 502 from the load balancer, a dropped connection) is sent once more with the same
 * key, so the server answers what it did instead of doing it twice.
 */

const fetchMock = vi.fn<typeof fetch>();
const anything: AnswerSchema<unknown> = { load: async () => z.unknown() };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const badGateway = () => new Response('<html>502 Bad Gateway</html>', { status: 502 });
const keyOf = (call: number) =>
  (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['idempotency-key'];

beforeEach(async () => {
  localStorage.clear();
  await rehydrateAllSlices();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch and Idempotency-Key', () => {
  it('sends a new key with each write, and none with a read', async () => {
    fetchMock.mockImplementation(async () => answer(200, {}));
    await apiFetch('/api/thing', anything, { method: 'POST', body: { a: 1 } });
    await apiFetch('/api/thing', anything, { method: 'POST', body: { a: 1 } });
    await apiFetch('/api/thing', anything, { method: 'PUT', body: { a: 1 } });
    await apiFetch('/api/thing/1', anything, { method: 'DELETE' });
    await apiFetch('/api/thing', anything);
    const keys = [0, 1, 2, 3].map(keyOf);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(4);
    expect(keyOf(4)).toBeUndefined();
  });

  it('makes a key where the browser gives no randomUUID (plain HTTP on a LAN address)', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    fetchMock.mockImplementation(async () => answer(200, {}));
    await apiFetch('/api/thing', anything, { method: 'POST', body: {} });
    expect(keyOf(0)).toMatch(UUID);
  });

  it('sends a write once more with the same key and body after a 502, and answers what the retry answers', async () => {
    fetchMock.mockResolvedValueOnce(badGateway()).mockResolvedValueOnce(answer(200, { done: true }));
    await expect(apiFetch('/api/thing', anything, { method: 'POST', body: { a: 1 } })).resolves.toEqual({ done: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"a":1}');
  });

  it('sends a write once more with the same key after a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(201, { id: 'x' }));
    await expect(apiFetch('/api/thing', anything, { method: 'PUT', body: {} })).resolves.toEqual({ id: 'x' });
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('tries only once more: a second 502 or network failure is reported', async () => {
    fetchMock.mockResolvedValueOnce(badGateway()).mockResolvedValueOnce(badGateway());
    await expect(apiFetch('/api/thing', anything, { method: 'POST', body: {} })).rejects.toMatchObject({ status: 502 });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/thing', anything, { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not retry a read, an upload, a 500 or 503 (the server answered), or a call the page aborted', async () => {
    fetchMock.mockImplementation(async () => badGateway());
    await expect(apiFetch('/api/thing', anything)).rejects.toMatchObject({ status: 502 });
    const upload = new FormData();
    upload.append('kind', 'photo');
    await expect(apiFetch('/api/thing', anything, { method: 'POST', body: upload })).rejects.toMatchObject({
      status: 502,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    for (const status of [500, 503]) {
      fetchMock.mockReset();
      fetchMock.mockResolvedValue(answer(status, { error: { code: 'X', message: 'Try again later.' } }));
      await expect(apiFetch('/api/thing', anything, { method: 'POST', body: {} })).rejects.toMatchObject({ status });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }

    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiFetch('/api/thing', anything, { method: 'POST', body: {} })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
