import { describe, expect, it } from 'vitest';
import { levelIds } from '@kestrel/domain/catalogue/levels';
import { limitFigures } from '@kestrel/domain/claims/limits-told';
import { timeFrameIds, timeFramePromise } from '@kestrel/domain/claims/time-frames';
import { readFaq, readPage } from './content.server';

/*
 * Issue #36: the terms and the FAQ state every limit a claim is paid within, for every level, from
 * the same figures as the key facts and the certificate (the `{{…}}` words of placeholders.ts).
 */
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** The terms as a reader gets them: the rendered page, tags removed. */
const terms = () => flat(readPage('terms-of-service').html.replace(/<[^>]+>/g, ' '));
const faq = () =>
  (['warranty', 'repair'] as const).flatMap((name) => readFaq(name).items.map((item) => `${item.question} ${item.answerText}`));

describe('every limit in the written pages', () => {
  it.each(levelIds)('%s: the terms of service hold every figure', (level) => {
    for (const [limit, figures] of Object.entries(limitFigures(level))) {
      for (const figure of figures) expect(terms(), `${limit}: ${figure}`).toContain(figure);
    }
  });

  it.each(levelIds)('%s: the FAQ holds the labour cap, diagnosis, VAT, car hire and onward travel', (level) => {
    const text = flat(faq().join(' '));
    const figures = limitFigures(level);
    for (const limit of ['labour', 'diagnosis', 'vat', 'car-hire', 'onward-travel'] as const) {
      for (const figure of figures[limit]) expect(text, `${limit}: ${figure}`).toContain(figure);
    }
  });

  it('no longer asks for a VAT-registered garage: one without VAT is paid without VAT', () => {
    const text = flat([terms(), ...faq()].join(' '));
    expect(text).not.toMatch(/any VAT-registered garage/i);
    expect(text).toContain('not VAT-registered');
  });
});

describe('the claim time frames in the written pages', () => {
  it('the terms and the claims FAQ state each promise from the site configuration', () => {
    const repairFaq = flat(readFaq('repair').items.map((item) => item.answerText).join(' '));
    for (const id of timeFrameIds) {
      expect(terms(), id).toContain(timeFramePromise(id));
      expect(repairFaq, id).toContain(timeFramePromise(id));
    }
  });
});
