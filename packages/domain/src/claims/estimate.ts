import { extras, listedComponents, type RepairExtraId } from '../catalogue/parts';
import { priceOfHours } from './claim-rules';

/**
 * The garage's itemised estimate (DESIGN §8.1 "The garage"), as the assessment reads it. Money is
 * integer pence ex VAT; hours have at most two decimal places. Zod-free: the schemas in
 * `schemas/claims.ts` check what the garage sends and produce exactly these types.
 */

export type ListedComponent = (typeof listedComponents)[number];

/**
 * The extras a part line can name. Diagnosis is its own kind of line, and wear and tear is a
 * cause of failure, not a part, so neither is chosen as a part.
 */
export type PartExtraId = RepairExtraId;

/**
 * What a part or labour line is for, as one code a select can hold: a listed component, an extra
 * from the catalogue, a part the catalogue does not list, or the two kinds of work never covered.
 */
export type PartCode =
  `component:${ListedComponent}` | `extra:${PartExtraId}` | 'not-listed' | 'consumable' | 'servicing';

export const partCodes: readonly PartCode[] = [
  ...listedComponents.map((name) => `component:${name}` as const),
  ...extras
    .map((extra) => extra.id)
    .filter((id): id is PartExtraId => id !== 'diagnosis' && id !== 'wear-and-tear')
    .map((id) => `extra:${id}` as const),
  'not-listed',
  'consumable',
  'servicing',
];

/** How a part code reads on the estimate form, the assessment and the letters. */
export function partLabel(code: PartCode): string {
  if (code === 'not-listed') return 'Not listed';
  if (code === 'consumable') return 'Consumable (tyres, brake pads and discs, wipers, bulbs)';
  if (code === 'servicing') return 'Servicing';
  if (code.startsWith('component:')) return code.slice('component:'.length);
  const id = code.slice('extra:'.length);
  return extras.find((extra) => extra.id === id)?.name ?? id;
}

/** Why the part failed, as the garage's diagnosis finds it (the claims team may correct it). */
export const failureCauses = ['sudden-failure', 'wear-and-tear', 'accident', 'consequential'] as const;
export type FailureCause = (typeof failureCauses)[number];

export const failureCauseLabels: Record<FailureCause, string> = {
  'sudden-failure': 'Sudden mechanical or electrical failure',
  'wear-and-tear': 'Wear and tear',
  accident: 'Accident damage',
  consequential: 'Damage caused by another failure or by driving on',
};

export interface PartLine {
  kind: 'part';
  description: string;
  part: PartCode;
  cause: FailureCause;
  quantity: number;
  /** Pence ex VAT for one. */
  unitPrice: number;
}

export interface LabourLine {
  kind: 'labour';
  description: string;
  /** The part the labour repairs or replaces: labour is covered when that part is. */
  part: PartCode;
  cause: FailureCause;
  hours: number;
  /** Pence ex VAT an hour. */
  ratePerHour: number;
}

export interface DiagnosisLine {
  kind: 'diagnosis';
  description: string;
  hours: number;
  ratePerHour: number;
}

export interface CarHireLine {
  kind: 'car-hire';
  description: string;
  days: number;
  /** Pence ex VAT a day. */
  ratePerDay: number;
}

export interface OnwardTravelLine {
  kind: 'onward-travel';
  description: string;
  /** Pence ex VAT. */
  amount: number;
}

export type EstimateLine = PartLine | LabourLine | DiagnosisLine | CarHireLine | OnwardTravelLine;
export const estimateLineKinds = ['part', 'labour', 'diagnosis', 'car-hire', 'onward-travel'] as const;
export type EstimateLineKind = EstimateLine['kind'];

export interface Estimate {
  /** The garage's VAT registration number as given, or null when it says it is not registered. */
  vatNumber: string | null;
  lines: EstimateLine[];
}

/** What a line asks for, pence ex VAT (hours × rate rounded half-up to the penny). */
export function askedOf(line: EstimateLine): number {
  switch (line.kind) {
    case 'part':
      return line.quantity * line.unitPrice;
    case 'labour':
    case 'diagnosis':
      return priceOfHours(line.hours, line.ratePerHour);
    case 'car-hire':
      return line.days * line.ratePerDay;
    case 'onward-travel':
      return line.amount;
  }
}
