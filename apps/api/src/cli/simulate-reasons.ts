/**
 * "Why a person decided" (apps/api/src/cli/simulate-claims.ts): the reasons the automatic decision
 * recorded on each claim (`claims.automatic_decision`, the rules' own words), grouped by kind. A
 * claim with several reasons counts under each of them once.
 */
import type { AutomaticDecisionRecord } from '@kestrel/domain/claims/auto-decision';

const kinds: [RegExp, string][] = [
  [/catalogue does not list/, 'A part the catalogue does not list'],
  [/above the catalogue's standard time/, "Labour above the catalogue's standard time"],
  [/^Diagnosis asks/, 'Diagnosis beyond the level’s allowance'],
  [/A person confirms the cause/, 'A cause only the garage’s word decides'],
  [/^Nothing in the estimate would be paid/, 'Nothing would be paid (only a person declines)'],
  [/above the automatic limit/, 'Payable above the automatic limit'],
  [/^No automatic limit/, 'No automatic limit in force'],
  [/open complaint/, 'An open complaint'],
  [/independent arbiter/, 'A complaint with the arbiter'],
  [/already acted/, 'A claims handler already acted'],
];

/** The kind of one recorded reason: a risk signal by its label, the others as above. */
export function reasonKind(reason: string): string {
  const signal = /^Risk signal: (.*?)\.(?: |$)/.exec(reason);
  if (signal) return `Risk signal: ${signal[1]}`;
  return kinds.find(([pattern]) => pattern.test(reason))?.[1] ?? reason;
}

/** Lines to print: each kind with the claims it sent to a person, most first, and how many had it alone. */
export function whyAPersonDecided(records: (AutomaticDecisionRecord | null)[]): string[] {
  const person = records.filter((r): r is AutomaticDecisionRecord => r?.outcome === 'person');
  const counts = new Map<string, { claims: number; alone: number }>();
  for (const record of person) {
    const claimKinds = [...new Set(record.reasons.map(reasonKind))];
    for (const kind of claimKinds) {
      const count = counts.get(kind) ?? { claims: 0, alone: 0 };
      count.claims += 1;
      if (claimKinds.length === 1) count.alone += 1;
      counts.set(kind, count);
    }
  }
  const share = (n: number) => `${Math.round((100 * n) / Math.max(person.length, 1))}%`;
  const authorised = records.filter((r) => r?.outcome === 'authorise').length;
  return [
    `The rules authorised ${authorised} of ${records.filter(Boolean).length} complete estimates; ${person.length} went to a person.`,
    `${'Reason (a claim counts under each of its reasons)'.padEnd(60)} claims  share  the only reason`,
    ...[...counts]
      .sort((a, b) => b[1].claims - a[1].claims)
      .map(
        ([kind, c]) =>
          `${kind.padEnd(60)} ${String(c.claims).padStart(6)} ${share(c.claims).padStart(6)} ${String(c.alone).padStart(6)}`,
      ),
  ];
}
