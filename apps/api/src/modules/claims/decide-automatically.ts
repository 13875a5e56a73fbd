import { authorisationWithinRules } from '@kestrel/domain/claims/adjustments';
import { autoDecision, type AutomaticDecisionRecord } from '@kestrel/domain/claims/auto-decision';
import type { ClaimEventKind } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { queueEmail } from '../outbox';
import { rulesAssessmentOf } from './claim-assessment';
import { claimEmails } from './claim-emails';
import type { ClaimRecord } from './claim-records-repository';
import { riskSignalsFor } from './claim-risk-signals';
import { claimsRepository } from './claims-repository';
import { decisionSettingsRepository } from './decision-settings-repository';
import { moveClaim, noteFor, systemActor } from './move-claim';

/**
 * The rules' decision on an estimate just received (DESIGN §9.2, `autoDecision`), run in the
 * transaction that stored the estimate, on the claim row that transaction moved: so the decision,
 * its timeline event, its audit entry and its e-mails (through the outbox) are committed together
 * or not at all, and of ten estimates sent at once only the one that moved the claim decides.
 * Authorised: exactly as a person's authorisation, by "Kestrel Warranties (automatic)". Otherwise
 * the reasons a person decides are kept on the claim for the staff page and the queue.
 */

/** The staff steps after which the claims handler, not the rules, decides the claim. */
const personSteps: ReadonlySet<ClaimEventKind> = new Set(['request-info', 'reverse-automatic', 'reopen', 'award']);

export async function decideAutomatically(tx: Tx, record: ClaimRecord, now: Date): Promise<'authorised' | 'person'> {
  const { claim, warranty } = record;
  const assessment = rulesAssessmentOf(claim, warranty);
  if (!assessment) throw new Error('decideAutomatically needs the estimate it decides');
  const settings = decisionSettingsRepository(tx);
  // One after another: a transaction is one connection, which runs one query at a time.
  const inForce = await settings.inForce(now);
  const signals = await riskSignalsFor(tx, [{ claim, warranty }]);
  const account = await settings.complaintsOf(claim.userId);
  const decision = autoDecision({
    assessment,
    signals: signals.get(claim.id) ?? [],
    settings: inForce,
    account,
    handledByPerson: record.events.some((e) => e.actor === 'staff' && personSteps.has(e.kind)),
  });
  const kept = (outcome: AutomaticDecisionRecord['outcome'], reasons: string[]): AutomaticDecisionRecord => ({
    outcome,
    reasons,
    settingsVersion: inForce?.version ?? null,
    decidedAt: now.toISOString(),
  });

  if (decision.decision === 'person') {
    await claimsRepository(tx).setAutomaticDecision(claim.id, kept('person', decision.reasons));
    return 'person';
  }
  // The rules' own amount passes the check a person's authorisation passes.
  if (!authorisationWithinRules(decision.amount, assessment).ok) throw new Error('automatic amount outside the rules');
  const note = noteFor('everyone', 'Authorised at once: every line is within the published rules.');
  const authorised = await moveClaim(tx, claim, 'authorise', systemActor, note, {
    authorisedAmount: decision.amount,
    authorisedAt: now,
    automaticDecision: kept('authorise', []),
  });
  const customerPays = assessment.totals.askedTotal - decision.amount;
  await queueEmail(tx, claimEmails.authorised({ ...record, claim: authorised }, 'customer', customerPays));
  await queueEmail(tx, claimEmails.authorised({ ...record, claim: authorised }, 'garage', customerPays));
  return 'authorised';
}
