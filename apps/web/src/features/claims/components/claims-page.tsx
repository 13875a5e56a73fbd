import { ukLongDate } from '@kestrel/domain/uk/long-date';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingStatus } from '~/components/ui/load-state';
import type { FrameHandle } from '~/lib/page-frame';
import { ClaimInProgressLink } from '~/components/claims/claim-in-progress';
import { ButtonLink } from '~/components/ui/button-link';
import { Plate } from '~/components/ui/plate';
import { DataTable, rowButton, td } from '~/components/ui/data-table';
import { QueryState } from '~/components/ui/query-state';
import { useMyClaims } from '../api/get-my-claims';
import { useWarrantiesInForce } from '../api/get-warranties-in-force';
import { DashboardFrame as ClaimsFrame, panel } from '~/components/layout/dashboard-frame';

const text = {
  title: 'Claims',
  intro: 'Your claims, newest first, and the warranties you can claim on.',
  loadingWarranties: 'Loading your warranties…',
  loadingClaims: 'Loading your claims…',
};

/** "Make a claim": what to do first, over the warranties in force (or their "Loading …"). */
function MakeAClaim({ children }: { children: ReactNode }) {
  return (
    <section className={panel} aria-labelledby="claim-on">
      <h2 id="claim-on" className="text-xl font-bold text-navy">
        Make a claim
      </h2>
      <p className="mt-1 text-muted">
        Call us or claim here before any repair work starts. Take the vehicle to the garage of your choice (we add VAT
        to what we pay when it is VAT-registered); we send it a private link for its diagnosis and estimate.
      </p>
      {children}
    </section>
  );
}

/**
 * Make a claim on each warranty in force (the server refuses one that cannot take a claim, saying
 * why), or, for one with a claim in progress, a link to that claim.
 */
function WarrantiesToClaimOn() {
  const query = useWarrantiesInForce();
  return (
    <MakeAClaim>
      <QueryState query={query} loading={text.loadingWarranties}>
        {(warranties) =>
          warranties.length === 0 ? (
            <p className="mt-3">You have no warranty in force today, so there is nothing to claim on.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {warranties.map((w) => (
                <li key={w._id} className="flex flex-wrap items-center justify-between gap-3">
                  <span>
                    <Plate registration={w.vehicleDetails.reg_num} /> · {w.vehicleDetails.make} {w.vehicleDetails.model}{' '}
                    · {w.plan.name}
                  </span>
                  {w.open_claim ? (
                    <ClaimInProgressLink claim={w.open_claim} />
                  ) : (
                    <ButtonLink to={`/dashboard/claims/new/${w._id}`} variant="primary">
                      Make a claim<span className="sr-only"> on {w.vehicleDetails.reg_num}</span>
                    </ButtonLink>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </MakeAClaim>
  );
}

/** The dashboard's Claims page (DESIGN §8.1): the customer's claims and where each stands. */
export function ClaimsPage() {
  const query = useMyClaims();
  // The claims wait for the warranties above them: were the list's "Loading" shown meanwhile, the
  // warranties arriving would push it down the page (a layout shift).
  const inForce = useWarrantiesInForce();
  return (
    <ClaimsFrame title={text.title} intro={<p>{text.intro}</p>}>
      <WarrantiesToClaimOn />
      {inForce.isPending ? (
        <LoadingStatus>{text.loadingClaims}</LoadingStatus>
      ) : (
        <QueryState query={query} loading={text.loadingClaims}>
          {({ claims }) => (
            <DataTable
              caption="Your claims"
              columns={['Claim', 'Vehicle', 'Fault date', 'Status', '']}
              empty="You have not made a claim."
            >
              {claims.map((c) => (
                <tr key={c.id}>
                  <td className={`${td} font-mono`}>{c.reference}</td>
                  <td className={td}>
                    {c.vehicle.registration} · {c.vehicle.make} {c.vehicle.model}
                  </td>
                  <td className={td}>{ukLongDate(c.faultDate)}</td>
                  <td className={td}>{c.status.label}</td>
                  <td className={td}>
                    <Link to={`/dashboard/claims/${c.id}`} className={rowButton}>
                      View claim<span className="sr-only"> {c.reference}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </QueryState>
      )}
    </ClaimsFrame>
  );
}

/** The Claims page before the session is checked and its data has come (docs/decisions/0008). */
export const claimsPageFrame: FrameHandle = {
  frame: () => (
    <ClaimsFrame title={text.title} intro={<p>{text.intro}</p>}>
      <MakeAClaim>
        <LoadingStatus>{text.loadingWarranties}</LoadingStatus>
      </MakeAClaim>
      <LoadingStatus>{text.loadingClaims}</LoadingStatus>
    </ClaimsFrame>
  ),
};
