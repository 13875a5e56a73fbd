import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declineReason, declineReasonIds, declineReasons, disputesTerm, termCitation } from './decline-reasons';

const terms = readFileSync(new URL('../../../../content/pages/terms-of-service.md', import.meta.url), 'utf8');

describe('decline reasons', () => {
  it('lists every reason of DESIGN §8.1 once', () => {
    expect(declineReasons.map((r) => r.id)).toEqual([...declineReasonIds]);
  });

  it.each([...declineReasons, { id: 'disputes', term: disputesTerm }])(
    '$id rests on a section the published terms have',
    ({ term }) => {
      expect(terms).toContain(`## ${term.section}. ${term.title}\n`);
    },
  );

  it('needs a note only for another reason', () => {
    expect(declineReasons.filter((r) => r.noteRequired).map((r) => r.id)).toEqual(['other']);
  });

  it('cites the term as a letter says it', () => {
    expect(termCitation(declineReason('wear-and-tear').term)).toBe(
      'section 11 (What is not covered) of our terms of service',
    );
  });
});
