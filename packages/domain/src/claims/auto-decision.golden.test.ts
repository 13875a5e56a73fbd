import { describe, expect, it } from 'vitest';
import { assessClaim } from './assess-claim';
import {
  autoDecision,
  automaticAuthorisationReversible,
  type AutoDecision,
  type AutoDecisionFacts,
  reversedDecision,
} from './auto-decision';
import { claimRulesV1 } from './claim-rules';
import { VAT_NUMBER, diagnosis, labour, onwardTravel, part, plan, warrantyAtFault } from './claim.fixture';
import type { EstimateLine } from './estimate';
import type { RiskSignal } from './risk-signals';

/**
 * The golden table of automatic decisions (DESIGN §9.2): estimates in, decision and reasons out.
 * Every case is a Secure warranty with a £2,000 claim limit, a VAT-registered garage (20% added),
 * the demo's £1,000 automatic limit (version 1), no risk signal and no complaint unless it says.
 */

const newGarage: RiskSignal = { id: 'new-garage', label: 'A garage we have not seen on an earlier claim' };

interface Case {
  name: string;
  lines: EstimateLine[];
  level?: 'safe' | 'secure' | 'supreme';
  facts?: Partial<Omit<AutoDecisionFacts, 'assessment'>>;
  expected: AutoDecision;
}

const clutch = [part('component:Clutch', 1, 40_000), labour('component:Clutch', 5, 6_000)];

const cases: Case[] = [
  {
    name: 'a clutch within the rules: £400 + 5 h at £60 = £700, with VAT £840',
    lines: clutch,
    expected: { decision: 'authorise', amount: 84_000 },
  },
  {
    name: 'labour above the rate cap is capped by the rules, no judgement: 5 h at £80 paid at £70',
    lines: [part('component:Clutch', 1, 40_000), labour('component:Clutch', 5, 8_000)],
    expected: { decision: 'authorise', amount: 90_000 },
  },
  {
    name: 'a consumable on the estimate is refused by the rules alone: the clutch is authorised',
    lines: [...clutch, part('consumable', 1, 5_000)],
    expected: { decision: 'authorise', amount: 84_000 },
  },
  {
    name: 'diagnosis within the hour Secure includes',
    lines: [...clutch, diagnosis(1, 6_000)],
    expected: { decision: 'authorise', amount: 91_200 },
  },
  {
    name: 'a part the catalogue does not list',
    lines: [...clutch, part('not-listed', 1, 12_000)],
    expected: {
      decision: 'person',
      reasons: [
        'Line 3, "Supply not-listed", is a part the catalogue does not list: a person checks its cover and price.',
      ],
    },
  },
  {
    name: 'labour above the standard time, split over two lines',
    lines: [
      part('component:Clutch', 1, 20_000),
      labour('component:Clutch', 4, 6_000),
      labour('component:Clutch', 2.5, 6_000),
    ],
    expected: {
      decision: 'person',
      reasons: ["Labour on Clutch asks 6.5 hours, above the catalogue's standard time of 6 hours."],
    },
  },
  {
    name: 'diagnosis beyond the allowance',
    lines: [...clutch, diagnosis(1.5, 6_000)],
    expected: { decision: 'person', reasons: ['Diagnosis asks 1.5 hours, beyond the 1 hour the level includes.'] },
  },
  {
    name: 'accident damage is the garage’s word: a person confirms it',
    lines: [...clutch, part('component:Suspension', 1, 10_000, 'accident')],
    expected: {
      decision: 'person',
      reasons: [
        'Line 3, "Supply component:Suspension": Accident damage is a matter for your motor insurance, not the warranty. A person confirms the cause the garage gives.',
      ],
    },
  },
  {
    name: 'nothing covered: only a person declines',
    lines: [part('servicing', 1, 10_000), onwardTravel(5_000)],
    expected: {
      decision: 'person',
      reasons: ['Nothing in the estimate would be paid under the rules: only a person declines a claim.'],
    },
  },
  {
    name: 'above the automatic limit: £900 + 6 h at £70 = £1,320, with VAT £1,584',
    lines: [part('component:Clutch', 1, 90_000), labour('component:Clutch', 6, 7_000)],
    expected: {
      decision: 'person',
      reasons: ['We would pay £1,584.00, above the automatic limit of £1,000.00 (version 1).'],
    },
  },
  {
    name: 'a risk signal',
    lines: clutch,
    facts: { signals: [newGarage] },
    expected: { decision: 'person', reasons: ['Risk signal: A garage we have not seen on an earlier claim.'] },
  },
  {
    name: 'an open complaint and a complaint with the arbiter',
    lines: clutch,
    facts: { account: { openComplaint: true, withArbiter: true } },
    expected: {
      decision: 'person',
      reasons: [
        'The customer has an open complaint with us.',
        "The customer's complaint is with the independent arbiter.",
      ],
    },
  },
  {
    name: 'a claims handler already on the claim',
    lines: clutch,
    facts: { handledByPerson: true },
    expected: { decision: 'person', reasons: ['A claims handler has already acted on this claim, so they decide it.'] },
  },
  {
    name: 'no automatic limit in force',
    lines: clutch,
    facts: { settings: null },
    expected: { decision: 'person', reasons: ['No automatic limit is in force, so a person decides every claim.'] },
  },
  {
    name: 'several reasons at once, in order: lines, signals, limit, account',
    lines: [part('not-listed', 1, 95_000), labour('not-listed', 2, 6_000)],
    facts: { signals: [newGarage], account: { openComplaint: true, withArbiter: false } },
    expected: {
      decision: 'person',
      reasons: [
        'Line 1, "Supply not-listed", is a part the catalogue does not list: a person checks its cover and price.',
        'Line 2, "Fit not-listed", is a part the catalogue does not list: a person checks its cover and price.',
        'Risk signal: A garage we have not seen on an earlier claim.',
        'We would pay £1,284.00, above the automatic limit of £1,000.00 (version 1).',
        'The customer has an open complaint with us.',
      ],
    },
  },
];

describe('autoDecision: golden table', () => {
  it.each(cases)('$name', ({ lines, level = 'secure', facts = {}, expected }) => {
    const assessment = assessClaim(warrantyAtFault, plan(level, 2_000), { vatNumber: VAT_NUMBER, lines }, claimRulesV1);
    const decision = autoDecision({
      assessment,
      signals: [],
      settings: { version: 1, automaticLimit: 100_000, effectiveFrom: '2026-01-01T00:00:00Z' },
      account: { openComplaint: false, withArbiter: false },
      handledByPerson: false,
      ...facts,
    });
    expect(decision).toEqual(expected);
  });
});

describe('automaticAuthorisationReversible', () => {
  const rules = { kind: 'authorise', actor: 'system' } as const;
  const person = { kind: 'authorise', actor: 'staff' } as const;
  const award = { kind: 'award', actor: 'staff' } as const;

  it('is the rules’ own authorisation, not yet invoiced', () => {
    expect(automaticAuthorisationReversible('authorised', [rules])).toBe(true);
    expect(automaticAuthorisationReversible('invoiced', [rules])).toBe(false);
  });

  it('is not a person’s authorisation, nor an award made after the rules’', () => {
    expect(automaticAuthorisationReversible('authorised', [person])).toBe(false);
    expect(automaticAuthorisationReversible('authorised', [rules, award])).toBe(false);
    expect(automaticAuthorisationReversible('authorised', [])).toBe(false);
  });
});

describe('reversedDecision', () => {
  it('keeps the limit version and says a person decides, and why', () => {
    const at = new Date('2027-03-10T09:30:00Z');
    const before = {
      outcome: 'authorise' as const,
      reasons: [],
      settingsVersion: 3,
      decidedAt: '2027-03-09T10:00:00Z',
    };
    expect(reversedDecision(before, 'Same part claimed last month.', at)).toEqual({
      outcome: 'person',
      reasons: ['A claims handler reversed the automatic authorisation: Same part claimed last month.'],
      settingsVersion: 3,
      decidedAt: '2027-03-10T09:30:00.000Z',
    });
    expect(reversedDecision(null, 'x', at).settingsVersion).toBeNull();
  });
});
