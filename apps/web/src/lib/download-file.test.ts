import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { downloadFile } from './download-file';
import { rehydrateAllSlices } from './state/persisted-store';
import { startSession } from './state/session';
import { useAuth } from './state/slices';

const fetchMock = vi.fn<typeof fetch>();
const signIn = () => startSession({ user: { _id: 'u1' } as Parameters<typeof startSession>[0]['user'] });

/** Just enough of a document for the temporary link. */
function fakeDocument() {
  const link = { href: '', download: '', hidden: false, click: vi.fn(), remove: vi.fn() };
  const document = { createElement: vi.fn(() => link), body: { append: vi.fn() } };
  return { link, document };
}

beforeEach(async () => {
  localStorage.clear();
  await rehydrateAllSlices();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('downloadFile', () => {
  it('fetches with the session cookie (no token header) and saves the file under its name, then lets the URL go', async () => {
    vi.useFakeTimers();
    signIn();
    const { link, document } = fakeDocument();
    vi.stubGlobal('document', document);
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    fetchMock.mockResolvedValue(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));

    await downloadFile('/api/download-pdf/receipt/r1', 'receipt.pdf');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/download-pdf/receipt/r1');
    expect(init?.headers).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
    expect(link.download).toBe('receipt.pdf');
    expect(link.href).toMatch(/^blob:/);
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith(link.href);
  });

  it("throws the server's message when it refuses", async () => {
    signIn();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'We could not find that transaction.' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const failure = downloadFile('/api/download-pdf/receipt/r1', 'receipt.pdf');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'We could not find that transaction.' });
  });

  it('logs out fully on a 401, as every other call does', async () => {
    signIn();
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    await expect(downloadFile('/api/download-pdf/certificate/w1', 'certificate.pdf')).rejects.toMatchObject({
      status: 401,
    });
    expect(useAuth.getState().value.signedIn).toBe(false);
  });
});
