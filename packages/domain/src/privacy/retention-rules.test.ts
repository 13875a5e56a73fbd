import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { erasureRefusal, erasureMessages, erasedEmail } from './erasure';
import { retentionCutoff, retentionRuleIds, retentionSchedule } from './retention';

describe('the retention schedule', () => {
  it('has one rule per id, each with a purpose, a basis and a period', () => {
    expect(retentionSchedule.map((rule) => rule.id)).toEqual([...retentionRuleIds]);
    for (const rule of retentionSchedule) {
      expect(rule.purpose.length).toBeGreaterThan(5);
      expect(rule.period.length).toBeGreaterThan(3);
      expect(rule.where.length).toBeGreaterThan(3);
    }
  });

  it('keeps financial records six years after the cover ends', () => {
    const financial = retentionSchedule.find((rule) => rule.id === 'financial-records');
    expect(financial?.days).toBe(6 * 365);
    expect(financial?.from).toContain('cover end');
  });

  it('moves each cutoff back by exactly its period', () => {
    const now = new Date('2026-11-27T03:00:00Z');
    expect(retentionCutoff('enquiries', now).toISOString()).toBe('2025-11-27T03:00:00.000Z');
    expect(retentionCutoff('sessions', now).toISOString()).toBe('2026-10-28T03:00:00.000Z');
    expect(() => retentionCutoff('audit-log', now)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (at) => {
        for (const rule of retentionSchedule) {
          if (rule.days === null) continue;
          expect(at.getTime() - retentionCutoff(rule.id, at).getTime()).toBe(rule.days * 86_400_000);
        }
      }),
    );
  });
});

describe('erasure', () => {
  it.each([
    [{ warrantiesInForce: 1, openClaims: 0, collectionsDue: 0, openComplaints: 0 }, erasureMessages.warrantyInForce],
    [{ warrantiesInForce: 0, openClaims: 2, collectionsDue: 0, openComplaints: 0 }, erasureMessages.openClaim],
    [{ warrantiesInForce: 0, openClaims: 0, collectionsDue: 1, openComplaints: 0 }, erasureMessages.collectionDue],
    [{ warrantiesInForce: 1, openClaims: 1, collectionsDue: 1, openComplaints: 0 }, erasureMessages.warrantyInForce],
    [{ warrantiesInForce: 0, openClaims: 0, collectionsDue: 0, openComplaints: 1 }, erasureMessages.openComplaint],
    [{ warrantiesInForce: 0, openClaims: 0, collectionsDue: 0, openComplaints: 0 }, null],
  ])('%o → %s', (facts, answer) => {
    expect(erasureRefusal(facts)).toBe(answer);
  });

  it('is refused whenever anything still runs', () => {
    fc.assert(
      fc.property(
        fc.nat(3),
        fc.nat(3),
        fc.nat(3),
        fc.nat(3),
        (warrantiesInForce, openClaims, collectionsDue, openComplaints) => {
          const refused = erasureRefusal({ warrantiesInForce, openClaims, collectionsDue, openComplaints }) !== null;
          expect(refused).toBe(warrantiesInForce + openClaims + collectionsDue + openComplaints > 0);
        },
      ),
    );
  });

  it('keeps an erased account under an address that names no one and cannot be delivered', () => {
    expect(erasedEmail('0b8f…')).toMatch(/^erased-.*@erased\.invalid$/);
  });
});
