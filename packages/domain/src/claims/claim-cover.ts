import { coverLevel, type LevelId } from '../catalogue/levels';
import { extras, type Extra, type ItemLimit } from '../catalogue/parts';
import { expiryDate } from '../warranty/warranty-dates';
import { partLabel, type FailureCause, type PartCode, type PartExtraId } from './estimate';
import { lineReasons, type LineReason } from './line-reasons';

/**
 * What a level covers, read from the catalogue (DESIGN §8.1 "What is covered"): the listed
 * components at every level; the extras by level with their limits; other mechanical and electrical
 * parts ("not listed") on Secure and Supreme, whose cover is mechanical and electrical, but not on
 * Safe, a listed parts agreement; wear and tear on Supreme only, up to its mileage; consumables,
 * servicing, accident and consequential damage never.
 */

/** The facts of the fault that cover depends on. */
export interface FaultFacts {
  level: LevelId;
  /** The first day of cover, ISO date. */
  startDate: string;
  /** The day the fault happened, ISO date. */
  faultDate: string;
  mileageAtFault: number;
}

export type CoverDecision =
  | { covered: true; extra?: { id: PartExtraId; name: string; limit: ItemLimit } }
  | { covered: false; reason: LineReason };

const extraById = (id: string): Extra => {
  const extra = extras.find((e) => e.id === id);
  if (!extra) throw new RangeError(`No extra ${id} in the catalogue`);
  return extra;
};

/** The claim figures of an extra at a level, or null when the level does not cover it. */
export function extraLimitAt(id: string, level: LevelId): ItemLimit | null {
  const cover = extraById(id).cover[level];
  return cover.covered ? (cover.claim ?? {}) : null;
}

/** A level's cover is the listed parts only (Safe) or mechanical and electrical (Secure, Supreme). */
export function listedPartsOnly(level: LevelId): boolean {
  return coverLevel(level).componentCoverage === 'Listed parts agreement';
}

/** Hours of diagnosis a level includes (Safe none). */
export function diagnosisAllowance(level: LevelId): number {
  return extraLimitAt('diagnosis', level)?.hours ?? 0;
}

/** Whether wear and tear is covered at this fault; the reason when it is not. */
function wearAndTear(facts: FaultFacts): LineReason | null {
  const limit = extraLimitAt('wear-and-tear', facts.level);
  const levelName = coverLevel(facts.level).name;
  if (!limit) return lineReasons.wearNotCovered(levelName);
  if (limit.miles !== undefined && facts.mileageAtFault > limit.miles) {
    return lineReasons.wearOverMileage(limit.miles, facts.mileageAtFault);
  }
  return null;
}

/** Whether the level covers `part` failing through `cause` at this fault. */
export function partCover(part: PartCode, cause: FailureCause, facts: FaultFacts): CoverDecision {
  const levelName = coverLevel(facts.level).name;
  if (part === 'consumable') return { covered: false, reason: lineReasons.consumable() };
  if (part === 'servicing') return { covered: false, reason: lineReasons.servicing() };
  if (cause === 'accident') return { covered: false, reason: lineReasons.accident() };
  if (cause === 'consequential') return { covered: false, reason: lineReasons.consequential() };
  if (cause === 'wear-and-tear') {
    const refusal = wearAndTear(facts);
    if (refusal) return { covered: false, reason: refusal };
  }
  if (part === 'not-listed') {
    return listedPartsOnly(facts.level) ? { covered: false, reason: lineReasons.notListedOnSafe() } : { covered: true };
  }
  if (part.startsWith('component:')) return { covered: true };
  const id = part.slice('extra:'.length) as PartExtraId;
  const limit = extraLimitAt(id, facts.level);
  const name = partLabel(part);
  if (!limit) return { covered: false, reason: lineReasons.notCoveredAtLevel(name, levelName) };
  if (limit.months !== undefined && facts.faultDate > expiryDate(facts.startDate, limit.months)) {
    return { covered: false, reason: lineReasons.itemPeriodEnded(name, limit.months) };
  }
  return { covered: true, extra: { id, name, limit } };
}
