import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskedUrl, writeRequestIdDirectly } from './logger-options';

/** A logger as the server's, writing its lines here. */
function capturedLogger(options = loggerOptions('info')) {
  const lines: Record<string, unknown>[] = [];
  const log = pino(options, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

describe('writeRequestIdDirectly', () => {
  it("writes a request's id as it is, and still redacts what its log lines carry", () => {
    const { log, lines } = capturedLogger();
    expect(writeRequestIdDirectly(log)).toBe(true);
    log.child({ reqId: 'a1b2-c3' }).info({ token: 't0k', nested: { password: 'p4ss' } }, 'probe');
    expect(lines[0]).toMatchObject({ reqId: 'a1b2-c3', token: '[redacted]', nested: { password: '[redacted]' } });
  });

  it('redacts anything other than a string under the request id key, as before', () => {
    const { log, lines } = capturedLogger();
    writeRequestIdDirectly(log);
    log.info({ reqId: { password: 'p4ss' } }, 'odd');
    log.child({ reqId: { email: 'x@y.z' } }).info('odder');
    expect(lines[0]?.reqId).toEqual({ password: '[redacted]' });
    expect(lines[1]?.reqId).toEqual({ email: '[redacted]' });
  });

  it('leaves a logger without redaction as it is', () => {
    const { log } = capturedLogger({ level: 'info' });
    expect(writeRequestIdDirectly(log)).toBe(false);
  });
});

describe('maskedUrl', () => {
  it.each([
    ['/api/user/password/reset/r3set-t0k', '/api/user/password/reset/[redacted]'],
    ['/password/reset/r3set-t0k?from=email', '/password/reset/[redacted]?from=email'],
    ['/api/garage/claims/g4rage-t0k', '/api/garage/claims/[redacted]'],
    ['/api/garage/claims/g4rage-t0k/files/f1', '/api/garage/claims/[redacted]/files/f1'],
    ['/garage/claims/g4rage-t0k', '/garage/claims/[redacted]'],
    ['/api/privacy/unsubscribe/uns-t0k', '/api/privacy/unsubscribe/[redacted]'],
    ['/unsubscribe/uns-t0k', '/unsubscribe/[redacted]'],
    ['/API/Garage/Claims/g4rage-t0k', '/API/Garage/Claims/[redacted]'],
    ['/api/admin/customers?q=jo%40example.com&page=2', '/api/admin/customers?q=[redacted]&page=[redacted]'],
    ['/api/admin/outbox?to=jo@example.com', '/api/admin/outbox?to=[redacted]'],
    ['/api/admin/outbox?jo@example.com', '/api/admin/outbox?[redacted]'],
    ['/admin/customers?q=Jo+Bloggs', '/admin/customers?q=[redacted]'],
    ['/api/quote?email=jo@example.com&reg=AB12CDE', '/api/quote?email=[redacted]&reg=AB12CDE'],
    ['/api/auth/google/callback?code=c0de&state=st4te', '/api/auth/google/callback?code=[redacted]&state=[redacted]'],
    ['/api/warranty/my-warranty/123?x=1', '/api/warranty/my-warranty/123?x=1'],
    ['/api/administrators?q=x', '/api/administrators?q=[redacted]'],
    ['/api/administrators?x=1', '/api/administrators?x=1'],
  ])('%s is logged as %s', (url, expected) => {
    expect(maskedUrl(url)).toBe(expected);
  });

  it("is the request serializer's URL", () => {
    const { log, lines } = capturedLogger();
    log.info({ req: { method: 'GET', url: '/api/garage/claims/g4rage-t0k', ip: '127.0.0.1' } }, 'incoming request');
    expect(JSON.stringify(lines[0])).not.toContain('g4rage-t0k');
    expect(lines[0]?.req).toMatchObject({ method: 'GET', url: '/api/garage/claims/[redacted]' });
  });
});
