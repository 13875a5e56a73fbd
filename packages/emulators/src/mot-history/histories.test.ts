import { describe, expect, it } from 'vitest';
import { emulatedVehicles } from '../ukvd/vehicles';
import { findMotHistory, motScenarios } from './histories';

const TODAY = '2026-11-25';
const history = (vrm: string) => findMotHistory(vrm, TODAY);
const dates = (vrm: string) => (history(vrm)?.motTests ?? []).map((test) => test.completedDate);

describe('the MOT History emulator data set', () => {
  it('has a record for every vehicle-data registration but the not-found one', () => {
    for (const { vrm } of emulatedVehicles) {
      if (vrm === motScenarios.notFound) expect(history(vrm)).toBeUndefined();
      else expect(history(vrm)?.registration).toBe(vrm);
    }
    expect(history('ZZ99ZZZ')).toBeUndefined();
  });

  it('sends tests newest first, every pass with an expiry and every fail without', () => {
    for (const { vrm } of emulatedVehicles) {
      const sent = dates(vrm);
      expect(sent).toEqual([...sent].sort().reverse());
      for (const test of history(vrm)?.motTests ?? []) {
        expect(test.expiryDate === undefined).toBe(test.testResult === 'FAILED');
      }
    }
  });

  it('gives a vehicle under three years old no tests and its first due date', () => {
    expect(history(motScenarios.tooNew)).toMatchObject({ motTestDueDate: '2028-03-13' });
    expect(history(motScenarios.tooNew)?.motTests).toBeUndefined();
  });

  it('keeps every ordinary reading below the typical mileage and rising', () => {
    const special = new Set<string>(Object.values(motScenarios));
    for (const vehicle of emulatedVehicles.filter((v) => !special.has(v.vrm))) {
      const readings = (history(vehicle.vrm)?.motTests ?? []).map((t) => Number(t.odometerValue)).reverse();
      expect(readings).toEqual([...readings].sort((a, b) => a - b));
      for (const miles of readings) expect(miles).toBeLessThan(vehicle.typicalMileage);
    }
  });

  it('scripts each case', () => {
    const latest = (vrm: string) => history(vrm)?.motTests?.[0];
    const clocked = (history(motScenarios.clocked)?.motTests ?? []).map((t) => Number(t.odometerValue));
    expect(clocked[2]).toBeLessThan(clocked[3]!);
    expect(latest(motScenarios.expired)?.expiryDate).toBe('2025-10-13');
    expect(latest(motScenarios.dangerousFail)).toMatchObject({
      testResult: 'FAILED',
      completedDate: '2026-11-04T14:05:00.000Z',
    });
    expect(latest(motScenarios.dangerousFail)?.defects.some((d) => d.dangerous)).toBe(true);
    expect(latest(motScenarios.advisories)?.defects.length).toBeGreaterThanOrEqual(12);
    expect(history(motScenarios.kilometres)?.motTests?.every((t) => t.odometerUnit === 'KM')).toBe(true);
    expect(latest(motScenarios.unreadable)).toMatchObject({ odometerResultType: 'UNREADABLE', odometerValue: null });
    expect(dates(motScenarios.clean).length).toBeGreaterThan(10);
  });
});
