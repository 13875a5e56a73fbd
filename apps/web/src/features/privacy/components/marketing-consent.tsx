import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '~/lib/query-keys';
import { Button } from '~/components/ui/button';
import { FormOutcome } from '~/components/ui/form-outcome';
import { useOutcomeAction } from '~/components/ui/use-outcome-action';
import { QueryState } from '~/components/ui/query-state';
import { setConsent, useConsent } from '../api/privacy';

/**
 * Offers and news by e-mail (PECR): off unless the customer opts in here, with the exact words they
 * agree to. Messages about their cover and payments always come.
 */
export function MarketingConsent() {
  const query = useConsent();
  const client = useQueryClient();
  const {
    outcome,
    busy,
    run: choose,
  } = useOutcomeAction(async (marketing: boolean) => {
    const answer = await setConsent(marketing);
    client.setQueryData(queryKeys.privacy.consent(), answer);
    return answer.message;
  });

  return (
    <section aria-labelledby="consent-title">
      <h2 id="consent-title" className="text-xl font-bold text-navy">
        Offers and news
      </h2>
      <p className="mt-2 text-ink">
        We always send messages about your cover, payments and claims. Offers and news come only if you ask for them.
      </p>
      <QueryState query={query} loading="Loading your choice…">
        {(consent) => (
          <>
            <p className="mt-3 rounded-xl border border-line bg-surface p-4 text-ink">“{consent.wording}”</p>
            <p className="mt-3 font-semibold text-navy">
              {consent.marketing ? 'You get offers and news by e-mail.' : 'You do not get offers or news.'}
            </p>
            <FormOutcome outcome={outcome} />
            <Button variant="outline" className="mt-4" disabled={busy} onClick={() => void choose(!consent.marketing)}>
              {consent.marketing ? 'Stop offers and news' : 'Send me offers and news'}
            </Button>
          </>
        )}
      </QueryState>
    </section>
  );
}
