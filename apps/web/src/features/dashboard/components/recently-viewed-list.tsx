import { Link } from 'react-router';
import { useRecentViewed } from '~/lib/state/slices';
import { panel } from './dashboard-frame';
import { textLink } from '~/components/ui/button';

/** Spec §2, §4: the last three plans looked at in this browser, with their level and registration. */
export function RecentlyViewedList() {
  const items = useRecentViewed((s) => s.value);
  return (
    <section aria-labelledby="recent-title" className={panel}>
      <h2 id="recent-title" className="text-xl font-bold text-navy">
        Recently viewed
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">
          Plans you look at while getting a quote appear here.{' '}
          <Link to="/purchase/vehicle-details" className={textLink}>
            Get a quote
          </Link>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {items.map((item) => (
            <li key={item._id} className="py-2">
              <p className="font-semibold text-ink">{item.level}</p>
              <p className="text-sm text-muted">
                Registration <span className="font-semibold text-ink">{item.regNumber || 'not given'}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
