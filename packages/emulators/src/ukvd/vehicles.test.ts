import { describe, expect, it } from 'vitest';
import { isUkRegistration } from '@kestrel/domain/uk/registration';
import { emulatedVehicles, scriptedRegistrations } from './vehicles';

const today = new Date('2026-11-22');
const ageInYears = (date: string) => (today.getTime() - new Date(date).getTime()) / (365.25 * 86_400_000);

describe('the UK Vehicle Data emulator data set', () => {
  it('holds at least 40 vehicles with unique, valid registrations', () => {
    expect(emulatedVehicles.length).toBeGreaterThanOrEqual(40);
    const vrms = emulatedVehicles.map((v) => v.vrm);
    expect(new Set(vrms).size).toBe(vrms.length);
    for (const vrm of [...vrms, ...Object.values(scriptedRegistrations)]) expect(isUkRegistration(vrm)).toBe(true);
  });

  it('covers cars and vans, every fuel, both drives, 1 to 20 years, low to very high mileage', () => {
    const set = (pick: (v: (typeof emulatedVehicles)[number]) => string) => new Set(emulatedVehicles.map(pick));
    expect(set((v) => v.typeApproval)).toEqual(new Set(['M1', 'N1']));
    expect(set((v) => v.fuel)).toEqual(new Set(['PETROL', 'DIESEL', 'ELECTRICITY', 'HYBRID ELECTRIC']));
    expect(set((v) => v.drive)).toEqual(new Set(['4X2', '4X4']));
    const ages = emulatedVehicles.map((v) => ageInYears(v.firstRegistered));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(1);
    expect(Math.min(...ages)).toBeLessThan(2);
    expect(Math.max(...ages)).toBeGreaterThan(19);
    expect(Math.max(...ages)).toBeLessThanOrEqual(20);
    const miles = emulatedVehicles.map((v) => v.typicalMileage);
    expect(Math.min(...miles)).toBeLessThan(10_000);
    expect(Math.max(...miles)).toBeGreaterThan(150_000);
  });

  it('gives battery-electric vehicles no engine capacity and everything else one', () => {
    for (const v of emulatedVehicles) {
      if (v.fuel === 'ELECTRICITY') expect(v.cc).toBe(0);
      else expect(v.cc).toBeGreaterThan(800);
    }
  });
});
