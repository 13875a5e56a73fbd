import type { BeforePaying } from '@kestrel/domain/schemas/admin';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { DetailList } from '~/components/ui/detail-list';
import { ukDateTime } from '../format';
import { Panel } from './admin-frame';

/**
 * What the buyer was shown and declared before paying: the terms' version they read
 * with the key facts, when they made the declaration, and the unlikely hand-typed details they
 * confirmed, which the inspection checks.
 */
export function BeforePayingPanel({ beforePaying }: { beforePaying: BeforePaying }) {
  const { termsVersion, declaration, declaredAt, unlikelyDetails } = beforePaying;
  return (
    <Panel title="Before paying">
      {declaredAt ? (
        <DetailList
          rows={[
            ['Terms version', termsVersion ? ukLongDate(termsVersion) : '—'],
            ['Declaration', declaration ?? '—'],
            ['Declared', ukDateTime(declaredAt)],
          ]}
        />
      ) : (
        <p className="text-muted">Bought before buyers confirmed the key facts: no declaration on record.</p>
      )}
      <h3 className="mt-4 font-bold text-navy">Unlikely details confirmed by the buyer</h3>
      {unlikelyDetails.length > 0 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {unlikelyDetails.map((item) => (
            <li key={item.detail}>
              <span className="font-semibold text-danger">Check at the inspection: </span>
              {item.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-muted">None.</p>
      )}
    </Panel>
  );
}
