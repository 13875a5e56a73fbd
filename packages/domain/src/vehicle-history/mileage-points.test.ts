import { describe, expect, it } from 'vitest';
import { normaliseMotHistory } from './mot-history';
import { latestReading, mileagePoints, readingsGoDown } from './mileage-points';

const history = (readings: [string, string | null, string?][]) =>
  normaliseMotHistory({
    registration: 'AB12CDE',
    motTests: readings.map(([date, value, unit = 'MI']) => ({
      completedDate: `${date}T09:00:00.000Z`,
      testResult: 'PASSED',
      odometerValue: value,
      odometerUnit: unit,
      odometerResultType: value === null ? 'UNREADABLE' : 'READ',
    })),
  });

describe('mileagePoints: the chart of recorded mileage', () => {
  it.each([
    ['none', [], [], null, false],
    [
      'rising readings, newest sent first',
      [
        ['2025-01-10', '30000'],
        ['2024-01-10', '20000'],
      ],
      [
        { date: '2024-01-10', miles: 20_000, drop: false },
        { date: '2025-01-10', miles: 30_000, drop: false },
      ],
      { date: '2025-01-10', miles: 30_000, drop: false },
      false,
    ],
    [
      'a drop is marked',
      [
        ['2023-01-10', '50000'],
        ['2024-01-10', '20000'],
        ['2025-01-10', '26000'],
      ],
      [
        { date: '2023-01-10', miles: 50_000, drop: false },
        { date: '2024-01-10', miles: 20_000, drop: true },
        { date: '2025-01-10', miles: 26_000, drop: false },
      ],
      { date: '2025-01-10', miles: 26_000, drop: false },
      true,
    ],
    [
      'unreadable readings are left out; kilometres converted',
      [
        ['2023-01-10', '16094', 'KM'],
        ['2024-01-10', null],
      ],
      [{ date: '2023-01-10', miles: 10_000, drop: false }],
      { date: '2023-01-10', miles: 10_000, drop: false },
      false,
    ],
  ] as const)('%s', (_name, readings, points, latest, drops) => {
    const h = history(readings.map((r) => [...r]));
    expect(mileagePoints(h)).toEqual(points);
    expect(latestReading(h)).toEqual(latest);
    expect(readingsGoDown(h)).toBe(drops);
  });
});
