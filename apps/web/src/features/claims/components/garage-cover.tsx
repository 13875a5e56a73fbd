import { formatPence, formatPrice } from '@kestrel/domain/pricing/money';
import type { GarageClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { DetailList } from '~/components/ui/detail-list';

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/**
 * The cover the garage repairs within, told before it estimates (issue #36): the level, the claim
 * limit and what is left of it for this claim (the server's figure), the labour cap, the diagnosis allowance and every limit in the key facts' words, so an
 * estimate is not cut by a limit the garage could not have known.
 */
export function GarageCover({ cover }: { cover: GarageClaimAnswer['cover'] }) {
  return (
    <>
      <DetailList
        rows={[
          ['Cover level', cover.levelName],
          ['Claim limit', `${formatPence(cover.claimLimit)} including VAT, for each claim`],
          [
            'Claim limit left for this claim',
            <span data-testid="claim-limit-left">
              <strong>{formatPence(cover.claimLimitLeft)}</strong> including VAT
              {cover.claimLimitLeft === cover.claimLimit ? ': earlier claims on this warranty do not use it up' : ''}
            </span>,
          ],
          ['Labour', `Paid up to ${formatPrice(cover.labourCapPerHour)} an hour excluding VAT`],
          [
            'Diagnosis',
            cover.diagnosisHours > 0
              ? `Up to ${hours(cover.diagnosisHours)}, paid when the fault proves to be covered`
              : 'Not covered',
          ],
        ]}
      />
      {cover.limits.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold text-navy">Every limit in full</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="cover-limits">
            {cover.limits.map((limit) => (
              <li key={limit.name}>
                <span className="font-semibold">{limit.name}:</span> {limit.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
