import type { LevelId } from './levels';

/** Spec §2: the listed components covered at all three levels. */
export const listedComponents = [
  'Camshaft timing belt',
  'Central locking',
  'Haldex unit',
  'Engine',
  'Steering including power assist',
  'Hybrid vehicles',
  'ECU',
  'Suspension',
  'Working materials',
  'Cooling systems',
  'Clutch',
] as const;
export type ListedComponentName = (typeof listedComponents)[number];

export type ExtraId =
  | 'air-con'
  | 'battery'
  | 'diagnosis'
  | 'flywheel'
  | 'entertainment'
  | 'injectors'
  | 'oil-seals'
  | 'repair-parts'
  | 'key-fobs'
  | 'sensors'
  | 'software'
  | 'wear-and-tear';

/**
 * An extra's limit as claims apply it (DESIGN §8.1): the figures behind the words of `limit`.
 * `pence` caps the parts of that item in one claim, ex VAT; `items` caps how many are replaced;
 * `hours` caps diagnosis time; `months` is how long from the start of cover the item is covered;
 * `miles` is the highest mileage at the fault.
 */
export interface ItemLimit {
  pence?: number;
  items?: number;
  hours?: number;
  months?: number;
  miles?: number;
}

/** How a level treats one extra: not covered, covered, or covered with a stated limit. */
export type ExtraCover = { covered: false } | { covered: true; limit?: string; claim?: ItemLimit };

export interface Extra {
  id: ExtraId;
  name: string;
  /** Short explanation for cards and certificates. */
  detail: string;
  cover: Record<LevelId, ExtraCover>;
}

const no: ExtraCover = { covered: false };
const yes = (limit?: string, claim?: ItemLimit): ExtraCover =>
  limit ? { covered: true, limit, ...(claim ? { claim } : {}) } : { covered: true };

/**
 * Spec §9's 12 covered items, read as DESIGN §2 decides: Safe none; Secure air-con, diagnosis
 * (1 hour), flywheel (£500), in-car entertainment (£500), sensors (£500); Supreme all 12, with the
 * comparison's limits.
 */
export const extras: readonly Extra[] = [
  {
    id: 'air-con',
    name: 'Air-conditioning re-gas',
    detail: 'Re-gassing the air-conditioning system.',
    cover: { safe: no, secure: yes(), supreme: yes() },
  },
  {
    id: 'battery',
    name: 'Battery',
    detail: 'The 12-volt battery, excluding hybrid drive batteries.',
    cover: { safe: no, secure: no, supreme: yes('Up to 6 months, excluding hybrid', { months: 6 }) },
  },
  {
    id: 'diagnosis',
    name: 'Diagnosis',
    detail: 'Garage time to find the fault behind a valid claim.',
    cover: { safe: no, secure: yes('Up to 1 hour', { hours: 1 }), supreme: yes('Up to 2 hours', { hours: 2 }) },
  },
  {
    id: 'flywheel',
    name: 'Flywheel',
    detail: 'Including dual-mass flywheels.',
    cover: { safe: no, secure: yes('£500', { pence: 50_000 }), supreme: yes('£1,000', { pence: 100_000 }) },
  },
  {
    id: 'entertainment',
    name: 'In-car entertainment, sat nav and telephone',
    detail: 'Factory-fitted units.',
    cover: { safe: no, secure: yes('£500', { pence: 50_000 }), supreme: yes('Included') },
  },
  { id: 'injectors', name: 'Injectors', detail: 'Fuel injectors.', cover: { safe: no, secure: no, supreme: yes() } },
  {
    id: 'oil-seals',
    name: 'Oil seals',
    detail: 'Engine, differential, gearbox and turbocharger oil seals.',
    cover: { safe: no, secure: no, supreme: yes('Engine, differential, gearbox, turbocharger') },
  },
  {
    id: 'repair-parts',
    name: 'Parts replaced in repairs',
    detail: 'Coil springs and shock absorbers replaced during a repair.',
    cover: { safe: no, secure: no, supreme: yes('Coil springs, shock absorbers') },
  },
  {
    id: 'key-fobs',
    name: 'Remote key fobs and key cards',
    detail: 'Replacement of faulty remote keys.',
    cover: { safe: no, secure: no, supreme: yes('£500, maximum 2 keys', { pence: 50_000, items: 2 }) },
  },
  {
    id: 'sensors',
    name: 'Sensors',
    detail: 'Engine and safety system sensors.',
    cover: { safe: no, secure: yes('£500', { pence: 50_000 }), supreme: yes('Included') },
  },
  {
    id: 'software',
    name: 'Software and updates',
    detail: 'Software faults and the updates that fix them.',
    cover: { safe: no, secure: no, supreme: yes() },
  },
  {
    id: 'wear-and-tear',
    name: 'Wear and tear',
    detail: 'Parts that fail through gradual wear.',
    cover: { safe: no, secure: no, supreme: yes('Up to 85,000 miles', { miles: 85_000 }) },
  },
];

export function extrasCoveredBy(level: LevelId): Extra[] {
  return extras.filter((extra) => extra.cover[level].covered);
}

/** The extras a part or labour line can name: diagnosis has its own line, wear and tear is a cause. */
export type RepairExtraId = Exclude<ExtraId, 'diagnosis' | 'wear-and-tear'>;

/**
 * The standard labour time for each listed part (DESIGN §9.2), in hours: a garage's labour for the
 * part within this is decided by the rules; above it, a person looks at why the job took longer.
 * Figures are typical independent-garage times for the whole job on a car or small van (removal,
 * fitting and testing), rounded up to the half hour, so an ordinary repair is never held up.
 */
export const standardHours: Record<ListedComponentName | RepairExtraId, number> = {
  'Camshaft timing belt': 4,
  'Central locking': 2,
  'Haldex unit': 4,
  Engine: 16,
  'Steering including power assist': 5,
  'Hybrid vehicles': 8,
  ECU: 2.5,
  Suspension: 4,
  'Working materials': 1,
  'Cooling systems': 4,
  Clutch: 6,
  'air-con': 1,
  battery: 0.5,
  flywheel: 6,
  entertainment: 2.5,
  injectors: 3,
  'oil-seals': 5,
  'repair-parts': 3,
  'key-fobs': 1,
  sensors: 1.5,
  software: 1.5,
};
