import { coverLevels, planDurations } from '@kestrel/domain/catalogue/levels';
import { planId } from '@kestrel/domain/catalogue/plans';
import type { Band, RateTablesInput } from '@kestrel/domain/pricing/rates';
import { groupDigits } from '@kestrel/domain/uk/numbers';

/**
 * The rate tables as the prices form holds them: text, as typed, so a half-typed number is not
 * lost; read back into tables (pence, factors, bands) only to preview or publish.
 */
export const bandTables = ['engineSizeCc', 'bhp', 'ageYears', 'mileage'] as const;
export type BandTable = (typeof bandTables)[number];
export const factorTables = ['drive', 'fuel', 'vehicleType'] as const;
export type FactorTable = (typeof factorTables)[number];

export interface RateDraft {
  /** By plan id: the base price in whole pounds, and whether the plan is on sale. */
  plans: Record<string, { pounds: string; onSale: boolean }>;
  bands: Record<BandTable, { upTo: string; factor: string }[]>;
  factors: Record<FactorTable, Record<string, string>>;
}

export function toDraft(tables: RateTablesInput): RateDraft {
  const plans: RateDraft['plans'] = {};
  for (const level of coverLevels) {
    for (const claimLimit of level.claimLimits) {
      for (const months of planDurations) {
        const pence = tables.basePrices[level.id][claimLimit]?.[months] ?? null;
        plans[planId(level.id, claimLimit, months)] = {
          pounds: pence === null ? '' : String(pence / 100),
          onSale: pence !== null,
        };
      }
    }
  }
  const bandsOf = (bands: Band[]) =>
    bands.map((band) => ({ upTo: band.upTo === null ? '' : String(band.upTo), factor: String(band.factor) }));
  const textOf = (record: Record<string, number>) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, String(value)]));
  return {
    plans,
    bands: {
      engineSizeCc: bandsOf(tables.engineSizeCc),
      bhp: bandsOf(tables.bhp),
      ageYears: bandsOf(tables.ageYears),
      mileage: bandsOf(tables.mileage),
    },
    factors: { drive: textOf(tables.drive), fuel: textOf(tables.fuel), vehicleType: textOf(tables.vehicleType) },
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The draft as tables, or the problems that stop it being read (a price or factor that is not a
 * number). Ranges and band order are the server's to check: its answer names each field.
 */
export function fromDraft(draft: RateDraft): { tables: RateTablesInput } | { problems: string[] } {
  const problems: string[] = [];
  const basePrices = {} as RateTablesInput['basePrices'];
  for (const level of coverLevels) {
    basePrices[level.id] = {};
    for (const claimLimit of level.claimLimits) {
      const byMonths = {} as Record<(typeof planDurations)[number], number | null>;
      for (const months of planDurations) {
        const plan = draft.plans[planId(level.id, claimLimit, months)];
        const pounds = number(plan?.pounds ?? '');
        if (plan?.onSale && !Number.isFinite(pounds)) {
          problems.push(
            `${level.name}, £${groupDigits(claimLimit / 100)} per claim, ${months} months: enter a price in pounds`,
          );
        }
        byMonths[months] = plan?.onSale ? Math.round(pounds * 100) : null;
      }
      basePrices[level.id][claimLimit] = byMonths;
    }
  }
  const bands = (table: BandTable): Band[] =>
    draft.bands[table].map((band, index, all) => {
      const upTo = index === all.length - 1 ? null : number(band.upTo);
      const factor = number(band.factor);
      if ((upTo !== null && !Number.isFinite(upTo)) || !Number.isFinite(factor)) {
        problems.push(`${bandLabels[table]}, band ${index + 1}: enter numbers`);
      }
      return { upTo, factor };
    });
  const factors = <T extends string>(table: FactorTable) =>
    Object.fromEntries(
      Object.entries(draft.factors[table]).map(([key, text]) => {
        const factor = number(text);
        if (!Number.isFinite(factor)) problems.push(`${factorLabels[table]}, ${key}: enter a number`);
        return [key, factor];
      }),
    ) as Record<T, number>;
  const tables: RateTablesInput = {
    basePrices,
    engineSizeCc: bands('engineSizeCc'),
    bhp: bands('bhp'),
    ageYears: bands('ageYears'),
    mileage: bands('mileage'),
    drive: factors('drive'),
    fuel: factors('fuel'),
    vehicleType: factors('vehicleType'),
  };
  return problems.length > 0 ? { problems } : { tables };
}

export const bandLabels: Record<BandTable, string> = {
  engineSizeCc: 'Engine size (cc)',
  bhp: 'Power (bhp)',
  ageYears: 'Age (years)',
  mileage: 'Mileage',
};
export const factorLabels: Record<FactorTable, string> = {
  drive: 'Drive',
  fuel: 'Fuel',
  vehicleType: 'Vehicle type',
};

/** A server field path such as `tables.bhp.1.factor` in words staff can act on. */
export function fieldInWords(path: string): string {
  const [, table, ...rest] = path.split('.');
  if (table === 'basePrices') {
    const [level, limit, months] = rest;
    const name = coverLevels.find((l) => l.id === level)?.name ?? level;
    return [name, limit ? `£${groupDigits(Number(limit) / 100)} per claim` : '', months ? `${months} months` : '']
      .filter(Boolean)
      .join(', ');
  }
  if (table && table in bandLabels) {
    const [index] = rest;
    return `${bandLabels[table as BandTable]}${index !== undefined ? `, band ${Number(index) + 1}` : ''}`;
  }
  if (table && table in factorLabels) return `${factorLabels[table as FactorTable]}${rest[0] ? `, ${rest[0]}` : ''}`;
  return path;
}
