import { describe, expect, it } from 'vitest';
import { claimFacts } from '@kestrel/domain/claims/claim-facts';
import { publishedRecord } from '@kestrel/domain/claims/claims-record';
import { publishedRecordHtml } from './published-html';

const at = (utc: string) => new Date(`${utc}:00Z`);
const now = at('2026-12-15T12:00');
const limit = { version: 2, automaticLimit: 100_000, effectiveFrom: '2026-01-01T00:00:00.000Z' };

describe('publishedRecordHtml', () => {
  it('is the empty state when there is nothing to report', () => {
    const html = publishedRecordHtml(publishedRecord({ claims: [], complaints: [] }, now), limit);
    expect(html).toContain('data-testid="claims-record-empty"');
    expect(html).toContain('15 December 2026');
  });

  it('tables last month and the last twelve months, naming both in the caption', () => {
    const claim = claimFacts(at('2026-11-02T09:00'), [
      { kind: 'send-estimate', actor: 'garage', toStatus: 'estimate-received', at: at('2026-11-02T10:00') },
      { kind: 'authorise', actor: 'system', toStatus: 'authorised', at: at('2026-11-02T10:01') },
    ]);
    const html = publishedRecordHtml(publishedRecord({ claims: [claim], complaints: [] }, now), limit);
    expect(html).toContain(
      '<caption>Last month is November 2026; the last twelve months are December 2025 to November 2026.</caption>',
    );
    expect(html).toContain('<th scope="row">Decided automatically by our published rules</th><td>1 (100%)</td>');
    expect(html).toContain(
      '<th scope="row">Median time from the garage\'s complete estimate to our decision</th><td>1 minute</td>',
    );
    expect(html).not.toMatch(/<script/i);
  });

  it('states the automatic limit in force, or that a person decides every claim when none is', () => {
    const record = publishedRecord({ claims: [], complaints: [] }, now);
    expect(publishedRecordHtml(record, limit)).toContain(
      'Our automatic limit is £1,000, VAT included, in force since 1 January 2026',
    );
    expect(publishedRecordHtml(record, { ...limit, automaticLimit: 75_000 })).toContain('Our automatic limit is £750,');
    expect(publishedRecordHtml(record, null)).toContain('No automatic limit is in force just now');
  });
});
