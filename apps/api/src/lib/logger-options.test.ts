import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, writeRequestIdDirectly } from './logger-options';

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
