import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rehydrateAllSlices } from './state/persisted-store';
import { DEFAULT_AVATAR, privateImageSource, RELEASE_DELAY_MS, subscribePrivateImage } from './use-private-image';

const fetchMock = vi.fn<typeof fetch>();
const createObjectURL = vi.fn<(object: Blob | MediaSource) => string>();
const revokeObjectURL = vi.fn<(url: string) => void>();
let blobs = 0;

/** Lets the fetch, the blob read and the listeners run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(async () => {
  vi.useFakeTimers();
  localStorage.clear();
  await rehydrateAllSlices();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(new Response(new Blob(['webp']), { status: 200 })));
  createObjectURL.mockReset();
  createObjectURL.mockImplementation(() => `blob:test/${++blobs}`);
  revokeObjectURL.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(createObjectURL);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(revokeObjectURL);
});

afterEach(async () => {
  // Let every entry of the test be forgotten, so the next test starts with an empty cache.
  await vi.advanceTimersByTimeAsync(RELEASE_DELAY_MS * 2);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('private images', () => {
  it('fetches once with the session cookie, shared by every avatar, and shows the blob URL', async () => {
    const url = '/api/user/profile-image/one';
    const listener = vi.fn();
    expect(privateImageSource(url)).toBe(DEFAULT_AVATAR);
    const stopA = subscribePrivateImage(url, listener);
    const stopB = subscribePrivateImage(url, () => undefined);
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [calledUrl, init] = fetchMock.mock.calls[0] ?? [];
    expect(calledUrl).toBe(url);
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(privateImageSource(url)).toMatch(/^blob:test\//);
    stopA();
    stopB();
  });

  it('revokes a picture nobody shows any more, after a grace period that a quick remount survives', async () => {
    const url = '/api/user/profile-image/two';
    const stop = subscribePrivateImage(url, () => undefined);
    await settle();
    const blobUrl = privateImageSource(url);
    stop();
    await vi.advanceTimersByTimeAsync(RELEASE_DELAY_MS / 2);
    const stopAgain = subscribePrivateImage(url, () => undefined);
    await vi.advanceTimersByTimeAsync(RELEASE_DELAY_MS);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    stopAgain();
    await vi.advanceTimersByTimeAsync(RELEASE_DELAY_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith(blobUrl);
    expect(privateImageSource(url)).toBe(DEFAULT_AVATAR);
  });

  it('shows the fallback when the picture cannot be loaded, and for no picture at all', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 404 })));
    const url = '/api/user/profile-image/missing';
    const stop = subscribePrivateImage(url, () => undefined);
    await settle();
    expect(privateImageSource(url, '/fallback.svg')).toBe('/fallback.svg');
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(privateImageSource(null)).toBe(DEFAULT_AVATAR);
    stop();
  });

  it('abandons a fetch nobody waits for any more and keeps no blob of it', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const url = '/api/user/profile-image/slow';
    subscribePrivateImage(url, () => undefined)();
    await vi.advanceTimersByTimeAsync(RELEASE_DELAY_MS);
    expect((fetchMock.mock.calls[0]?.[1]?.signal as AbortSignal).aborted).toBe(true);
    answer(new Response(new Blob(['late'])));
    await settle();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
