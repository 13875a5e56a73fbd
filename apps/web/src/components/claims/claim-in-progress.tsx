import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '~/components/ui/button-link';

type OpenClaim = NonNullable<Warranty['open_claim']>;

/**
 * Where "Make a claim" would be for a warranty whose one open claim is still in progress (issue
 * #36 item 4): a link to that claim, since a second one would be refused.
 */
export function ClaimInProgressLink({ claim }: { claim: OpenClaim }) {
  return (
    <ButtonLink to={`/dashboard/claims/${claim.id}`} variant="outline">
      Claim in progress — view claim {claim.reference}
    </ButtonLink>
  );
}

/**
 * The same, said before the claim form: this warranty already has a claim in progress, which the
 * customer adds to instead. `focus`: it has just replaced the form (the server refused a second
 * claim), so focus moves to it rather than being lost with the form's button.
 */
export function ClaimInProgressNotice({ claim, focus = false }: { claim: OpenClaim; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      role="status"
      className="space-y-3 rounded-lg border-2 border-amber bg-white p-4"
      data-testid="claim-in-progress"
    >
      <p className="font-semibold">
        This warranty already has a claim in progress, {claim.reference}, and it can have one at a time. Add to that
        claim, or make a new one when it closes.
      </p>
      <ClaimInProgressLink claim={claim} />
    </div>
  );
}
