import { describe, expect, it } from 'vitest';
import { declineReason, declineReasonIds, declineReasons, termCitation } from './decline-reasons';

// That each term is a section of the published terms is checked beside the content, in
// apps/web/src/content/decline-terms.test.ts (the domain reads no files).
describe('decline reasons', () => {
  it('lists every reason of DESIGN §8.1 once', () => {
    expect(declineReasons.map((r) => r.id)).toEqual([...declineReasonIds]);
  });

  it('needs a note only for another reason', () => {
    expect(declineReasons.filter((r) => r.noteRequired).map((r) => r.id)).toEqual(['other']);
  });

  it('cites the term as a letter says it', () => {
    expect(termCitation(declineReason('wear-and-tear').term)).toBe(
      'section 11 (What is not covered) of our terms of service',
    );
  });
});
