import { describe, expect, it } from 'vitest';
import { chartSummary } from './mileage-chart';

describe("chartSummary: the chart's description for screen readers", () => {
  it.each([
    ['no readings', [], 'No mileage readings recorded.'],
    ['one reading', [{ date: '2025-03-01', miles: 12_000, drop: false }], 'One reading: 12,000 miles on 1 March 2025.'],
    [
      'rising readings',
      [
        { date: '2024-03-01', miles: 12_000, drop: false },
        { date: '2025-03-01', miles: 20_500, drop: false },
      ],
      '2 readings, from 12,000 miles on 1 March 2024 to 20,500 miles on 1 March 2025.',
    ],
    [
      'a reading that goes down',
      [
        { date: '2023-03-01', miles: 70_000, drop: false },
        { date: '2024-03-01', miles: 12_000, drop: true },
        { date: '2025-03-01', miles: 20_500, drop: false },
      ],
      '3 readings, from 70,000 miles on 1 March 2023 to 20,500 miles on 1 March 2025. One reading is lower than the one before.',
    ],
  ])('%s', (_case, points, expected) => {
    expect(chartSummary(points)).toBe(expected);
  });
});
