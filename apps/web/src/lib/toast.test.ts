import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, toast, useToasts } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
  useToasts.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

describe('toasts (spec §4, §9)', () => {
  it('keeps at most 20, dropping the oldest', () => {
    for (let i = 0; i < 25; i += 1) toast.info(`message ${i}`);
    const { toasts } = useToasts.getState();
    expect(TOAST_LIMIT).toBe(20);
    expect(toasts).toHaveLength(20);
    expect(toasts[0]?.message).toBe('message 5');
  });

  it.each([
    ['success', 2000],
    ['error', 4000],
  ] as const)('dismisses a %s after %i ms', (kind, ms) => {
    toast[kind]('hello');
    vi.advanceTimersByTime(ms - 1);
    expect(useToasts.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('honours a longer duration when asked (registration: 5 s)', () => {
    toast.success('Welcome', { durationMs: 5000 });
    vi.advanceTimersByTime(4999);
    expect(useToasts.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });
});
