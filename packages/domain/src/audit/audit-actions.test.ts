import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit-actions';

describe('auditActionLabel', () => {
  it.each([
    ['warranty.inspection-failed', 'Inspection failed and refunded'],
    ['email.resent', 'E-mail resent'],
    ['prices.published', 'Prices published'],
    ['claim.approved', 'claim.approved'], // not known to this build: its stored name
    ['toString', 'toString'],
  ])('%s → %s', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });
});
