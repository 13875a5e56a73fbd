import { describe, expect, it } from 'vitest';
import { eventLoopLagSeconds } from './metrics';

describe('eventLoopLagSeconds: the delay beyond the 20 ms sampling interval', () => {
  it.each([
    ['an idle loop (each 20 ms timer fires 0.1 ms late)', 20.1e6, 0.0001],
    ['a loop held up 100 ms on average', 120e6, 0.1],
    ['a timer that fired early', 19.9e6, 0],
    ['no sample since the last scrape (NaN)', Number.NaN, 0],
  ])('%s', (_, meanNs, seconds) => {
    expect(eventLoopLagSeconds(meanNs)).toBeCloseTo(seconds, 9);
  });
});
