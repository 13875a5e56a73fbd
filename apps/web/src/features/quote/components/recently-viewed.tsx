import { parsePlanId, planName } from '@kestrel/domain/catalogue/plans';
import { useRecentViewed } from '~/lib/state/slices';
import { TitledSection } from '~/components/ui/titled-section';

/** Spec §4: the last three plans chosen, newest first, each with its level and registration. */
export function RecentlyViewed() {
  const items = useRecentViewed((s) => s.value);
  if (items.length === 0) return null;
  return (
    <TitledSection
      id="recently-viewed-title"
      title="Recently viewed"
      size="lg"
      className="rounded-xl border border-line bg-surface p-4"
    >
      <ul className="mt-2 divide-y divide-line">
        {items.map((item) => {
          const plan = parsePlanId(item._id);
          return (
            <li key={item._id} className="py-2">
              <p className="font-semibold">
                {item.level} <span className="font-normal text-muted">for</span> {item.regNumber}
              </p>
              {plan ? <p className="text-sm text-muted">{planName(plan)}</p> : null}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
