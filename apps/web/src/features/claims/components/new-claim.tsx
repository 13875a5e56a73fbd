import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { useId, useState } from 'react';
import { ClaimInProgressNotice } from '~/components/claims/claim-in-progress';
import { Plate } from '~/components/ui/plate';
import { QueryState } from '~/components/ui/query-state';
import { useClaimWarranty } from '../api/get-warranties-in-force';
import { NewClaimForm } from './new-claim-form';

/** Which vehicle and cover the claim is for (the customer may have several). */
function ClaimFor({ warranty: w }: { warranty: Warranty }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mb-6 rounded-xl bg-surface p-4" data-testid="claim-for">
      <h2 id={titleId} className="text-xl font-bold text-navy">
        The vehicle you are claiming for
      </h2>
      <p className="mt-2 text-lg">
        <Plate registration={w.vehicleDetails.reg_num} /> · {w.vehicleDetails.make} {w.vehicleDetails.model} ·{' '}
        {w.plan.level.level} cover
      </p>
      <p className="mt-1 text-sm text-muted">
        {w.plan.name}. Certificate {w.reference}.
      </p>
    </section>
  );
}

/**
 * /dashboard/claims/new/:warrantyId (DESIGN §8.1; issue #36 item 4): the vehicle the claim is for,
 * then the form; or, when the warranty already has a claim in progress, a link to that claim before
 * anything is filled in (also when the server refuses a second claim made meanwhile).
 */
export function NewClaim({ warrantyId }: { warrantyId: string }) {
  const query = useClaimWarranty(warrantyId);
  const [refused, setRefused] = useState(false);
  return (
    <QueryState query={query} loading="Loading your warranty…">
      {(warranty) => (
        <>
          <ClaimFor warranty={warranty} />
          {warranty.open_claim ? (
            <ClaimInProgressNotice claim={warranty.open_claim} focus={refused} />
          ) : (
            <NewClaimForm warrantyId={warrantyId} onRefused={() => setRefused(true)} />
          )}
        </>
      )}
    </QueryState>
  );
}
