import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelIds, type LevelId } from '@kestrel/domain/catalogue/levels';
import { allPlans } from '@kestrel/domain/catalogue/plans';
import { limitFigures } from '@kestrel/domain/claims/limits-told';
import { certificatePdf } from '../src/modules/documents/certificate-pdf';
import { call, latestEmail } from './accounts-helpers';
import { buyWarranty } from './dashboard-helpers';
import { certificate } from './document-fixtures';
import { createTestApp, type TestContext } from './helpers';
import { popplerRead } from './pdf-reader';

/*
 * Issue #36, "every limit before the sale, from one source": each document a buyer or holder reads
 * states every figure that can make a claim pay less than the garage asks (labour cap, diagnosis,
 * item limits, VAT, excess, car hire, onward travel, call before any repair), read back from the
 * rendered document, for every level.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Text with every run of white space one space, so a figure that wraps a line is still found. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

function expectEveryLimit(level: LevelId, text: string, where: string) {
  for (const [limit, figures] of Object.entries(limitFigures(level))) {
    for (const figure of figures) expect(flat(text), `${where}, ${level}: ${limit} "${figure}"`).toContain(figure);
  }
}

const planOf = (level: LevelId) => allPlans.find((plan) => plan.level === level && plan.months === 12)!;

describe('every limit in every document, for every level', () => {
  it.each(levelIds)('%s: the key facts PDF', async (level) => {
    const res = await call(ctx, { url: `/api/documents/key-facts?plan=${planOf(level).id}&start=2026-12-01` });
    expect(res.statusCode).toBe(200);
    expectEveryLimit(level, (await popplerRead(res.rawPayload)).text, 'key facts PDF');
  });

  it.each(levelIds)('%s: the certificate', async (level) => {
    const pdf = await certificatePdf(certificate(level, planOf(level).claimLimit, true));
    expectEveryLimit(level, (await popplerRead(pdf)).text, 'certificate');
  });

  it.each(levelIds)('%s: the confirmation e-mail', async (level) => {
    const bought = await buyWarranty(ctx, undefined, planOf(level).id);
    const email = await latestEmail(ctx, bought.customer.user.email, 'order-confirmation');
    expectEveryLimit(level, email.textBody, 'confirmation e-mail');
  });
});
