import { coverLevels } from '@kestrel/domain/catalogue/levels';
import { startingMonths } from '@kestrel/domain/pricing/starting-from';
import type { InstantQuoteAnswer } from '@kestrel/domain/schemas/purchase';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { assertHistoryAllows } from '../vehicle-history';
import { buildQuote } from './build-quote';
import type { QuotesContext } from './context';

/**
 * The landing pages' instant price: from-prices per cover level for a registration and mileage,
 * refused as the purchase flow refuses (DESIGN §8.3).
 */
export async function instantQuote(
  ctx: QuotesContext,
  request: { reg: string; mileage: number },
): Promise<InstantQuoteAnswer> {
  const found = await ctx.lookup(request.reg);
  const { answer } = await ctx.history.check({
    registration: found.registration,
    mileage: request.mileage,
    firstRegistered: found.registeredDate,
  });
  assertHistoryAllows(answer, { registration: 'reg', mileage: 'mileage' });
  const quote = buildQuote({ ...found, mileage: request.mileage }, await ctx.rates.current(), londonToday());
  return {
    vehicle: {
      registration: found.registration,
      make: found.make,
      model: found.model,
      registeredDate: found.registeredDate,
    },
    levels: coverLevels.map((level) => {
      const offered = quote.levelsAndPlans.find((l) => l.level === level.id);
      const refused = quote.ineligible.find((l) => l.level === level.id);
      return offered
        ? {
            level: level.id,
            name: level.name,
            eligible: true,
            startingFrom: offered.startingFrom,
            startingMonths: startingMonths(offered),
          }
        : {
            level: level.id,
            name: level.name,
            eligible: false,
            startingFrom: null,
            startingMonths: null,
            reason: refused?.reason,
          };
    }),
  };
}
