import { vehicleAgeInYears } from '../catalogue/eligibility';
import type { LevelId, PlanDuration } from '../catalogue/levels';
import type { DriveType, FuelType, VehicleType } from '../schemas/vehicle';
import { basePriceOf, type Band, type RateTables } from './rates';

export interface PlanTerms {
  level: LevelId;
  /** Claim limit per claim, in pence. */
  claimLimit: number;
  months: PlanDuration;
}

/** What the price depends on: the server's own record of the vehicle plus the declared mileage. */
export interface PricedVehicle {
  engineSize: number;
  bhp: number;
  driveType: DriveType;
  fuelType: FuelType;
  vehicleType: VehicleType;
  registeredDate: string;
  mileage: number;
}

export function bandFactor(bands: readonly Band[], value: number): number {
  const band = bands.find((b) => b.upTo === null || value <= b.upTo);
  if (!band) throw new Error(`No rate band for ${value}`);
  return band.factor;
}

export class UnknownPlanError extends Error {
  constructor(plan: PlanTerms) {
    super(`No base price for ${plan.level}, claim limit ${plan.claimLimit}, ${plan.months} months`);
    this.name = 'UnknownPlanError';
  }
}

/**
 * The product of the vehicle's factors (engine size, power, age, mileage, drive, fuel, type): the
 * same for every plan, so a quote works it out once.
 */
export function vehicleFactor(vehicle: PricedVehicle, rates: RateTables, asOf: string): number {
  return (
    bandFactor(rates.engineSizeCc, vehicle.engineSize) *
    bandFactor(rates.bhp, vehicle.bhp) *
    bandFactor(rates.ageYears, vehicleAgeInYears(vehicle.registeredDate, asOf)) *
    bandFactor(rates.mileage, vehicle.mileage) *
    rates.drive[vehicle.driveType] *
    rates.fuel[vehicle.fuelType] *
    rates.vehicleType[vehicle.vehicleType]
  );
}

/**
 * Prices plans for one vehicle: its factors worked out once, then each plan's base price times
 * them, rounded to whole pounds (at least £1). A plan the rates do not sell: UnknownPlanError.
 */
export function planPricer(vehicle: PricedVehicle, rates: RateTables, asOf: string): (plan: PlanTerms) => number {
  const factor = vehicleFactor(vehicle, rates, asOf);
  return (plan) => {
    const base = basePriceOf(rates, plan);
    if (base === null) throw new UnknownPlanError(plan);
    return Math.max(100, Math.round((base * factor) / 100) * 100);
  };
}

/**
 * DESIGN §6: the base price of the plan times the vehicle's factors, rounded to whole pounds.
 * Pure: the same plan, vehicle, rates and date always give the same price, in pence. A plan the
 * rates do not sell (withdrawn, or not in the catalogue) has no price: UnknownPlanError.
 */
export function priceWarranty(plan: PlanTerms, vehicle: PricedVehicle, rates: RateTables, asOf: string): number {
  return planPricer(vehicle, rates, asOf)(plan);
}
