import type { InstantQuoteAnswer } from '@kestrel/domain/schemas/purchase';
import { formatPrice } from '@kestrel/domain/pricing/money';
import { forMonths } from '@kestrel/domain/pricing/starting-from';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';

type Level = InstantQuoteAnswer['levels'][number];

/** The server's reason reads "Secure is not available: it covers…"; the line already says so. */
function reasonOf(level: Level): string {
  const reason = level.reason ?? 'not offered for this vehicle.';
  const prefix = `${level.name} is not available: `;
  return reason.startsWith(prefix) ? reason.slice(prefix.length) : reason;
}

/** The vehicle we found and each level's lowest price for it, with the way into the purchase. */
export function InstantPriceResult({ answer, quoteLink }: { answer: InstantQuoteAnswer; quoteLink: string }) {
  const { vehicle } = answer;
  return (
    <div className="space-y-3">
      <p>
        We found your{' '}
        <strong>
          {vehicle.make} {vehicle.model}
        </strong>
        , first registered {vehicle.registeredDate.slice(0, 4)}.
      </p>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {answer.levels.map((level) => (
          <li key={level.level} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
            <span className="font-bold text-navy">{level.name}</span>{' '}
            {level.eligible && level.startingFrom !== null ? (
              <span>
                from <strong className="text-lg text-navy">{formatPrice(level.startingFrom)}</strong>
                {level.startingMonths !== null ? ` ${forMonths(level.startingMonths)}` : ''}
              </span>
            ) : (
              <span className="w-full text-sm text-muted">Not available: {reasonOf(level)}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        The lowest price of each level for your vehicle. Your quote shows every plan.
      </p>
      {/* Room above the contact buttons that stick to the bottom of phones. */}
      <Link to={quoteLink} className={`${buttonClasses('primary')} w-full scroll-mb-32`}>
        Get my quote
      </Link>
    </div>
  );
}
