import { declineReasons, disputesTerm } from '@kestrel/domain/claims/decline-reasons';
import { describe, expect, it } from 'vitest';
import { readPageSections } from './content.server';

// A decline letter cites the term a decline rests on (DESIGN §8.1): each must be a section of the
// published terms, under the number and title the letter gives.
const headings = readPageSections('terms-of-service').sections.map((section) => section.heading);

describe('decline reasons cite the published terms', () => {
  it.each([...declineReasons, { id: 'disputes', term: disputesTerm }])('$id: section $term.section', ({ term }) => {
    expect(headings).toContain(`${term.section}. ${term.title}`);
  });
});
