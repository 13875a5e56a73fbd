import { groupDigits } from '../uk/numbers';
/**
 * The three cover levels (DESIGN §2: the cover comparison's reading of eligibility).
 * Every page, the plan suggestion and the server's pricing read this one definition.
 */
export const levelIds = ['safe', 'secure', 'supreme'] as const;
export type LevelId = (typeof levelIds)[number];

export interface CoverLevel {
  id: LevelId;
  name: string;
  /** Oldest vehicle accepted, in whole years since first registration; null = any age. */
  maxAgeYears: number | null;
  /** Highest mileage accepted; null = any mileage. */
  maxMileage: number | null;
  /** What the level covers, in one phrase (the comparison's "component coverage" row). */
  componentCoverage: string;
  description: string;
  /** Brand colour of the level's card (CSS value). */
  colour: string;
  /** Claim limits per claim, in pence. */
  claimLimits: readonly number[];
}

const pounds = (amount: number) => amount * 100;

export const coverLevels: readonly CoverLevel[] = [
  {
    id: 'safe',
    name: 'Safe',
    maxAgeYears: null,
    maxMileage: null,
    componentCoverage: 'Listed parts agreement',
    description:
      'Essential cover for older and higher-mileage vehicles: the listed mechanical and electrical parts that cost the most to fix, at any age and any mileage.',
    colour: '#13827a',
    claimLimits: [pounds(500), pounds(1000), pounds(1500)],
  },
  {
    id: 'secure',
    name: 'Secure',
    maxAgeYears: 10,
    maxMileage: 100_000,
    componentCoverage: 'Mechanical and electrical',
    description:
      'Broad mechanical and electrical cover with air-conditioning, diagnosis, flywheel, sensors and in-car entertainment included, for vehicles up to 10 years old.',
    colour: '#1d5fa8',
    claimLimits: [pounds(1000), pounds(2000), pounds(3000)],
  },
  {
    id: 'supreme',
    name: 'Supreme',
    maxAgeYears: 7,
    maxMileage: 70_000,
    componentCoverage: 'Mechanical and electrical',
    description:
      'Our highest level: mechanical and electrical cover with all twelve extras, including wear and tear, battery, injectors and key fobs, for younger vehicles.',
    colour: '#6b3fa0',
    claimLimits: [pounds(2000), pounds(3000), pounds(5000)],
  },
];

export function coverLevel(id: LevelId): CoverLevel {
  const level = coverLevels.find((l) => l.id === id);
  if (!level) throw new Error(`Unknown cover level ${id}`);
  return level;
}

/** Spec §9: plan durations, in months. */
export const planDurations = [3, 6, 12, 24, 36] as const;
export type PlanDuration = (typeof planDurations)[number];

/** The line under a level's title: who it is for. */
export function eligibilityLine(level: CoverLevel): string {
  if (level.maxAgeYears === null && level.maxMileage === null) return 'Any age and any mileage';
  return `Up to ${level.maxAgeYears} years old and ${groupDigits(level.maxMileage ?? 0)} miles`;
}
