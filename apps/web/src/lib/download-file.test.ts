import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { downloadFile } from './download-file';
import { rehydrateAllSlices } from './state/persisted-store';
import { setSessionToken } from './state/session';
import { useAuth } from './state/slices';

const fetchMock = vi.fn<typeof fetch>();

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
  it('fetches with the bearer token and saves the file under its name, then lets the URL go', async () => {
    vi.useFakeTimers();
    setSessionToken('tok-123');
    const { link, document } = fakeDocument();
    vi.stubGlobal('document', document);
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    fetchMock.mockResolvedValue(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));

    await downloadFile('/api/download-pdf/receipt/r1', 'receipt.pdf');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/download-pdf/receipt/r1');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(link.download).toBe('receipt.pdf');
    expect(link.href).toMatch(/^blob:/);
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith(link.href);
  });

  it("throws the server's message when it refuses", async () => {
    setSessionToken('tok-123');
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
    setSessionToken('tok-123');
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    await expect(downloadFile('/api/download-pdf/certificate/w1', 'certificate.pdf')).rejects.toMatchObject({
      status: 401,
    });
    expect(useAuth.getState().value.userToken).toBeNull();
  });
});
