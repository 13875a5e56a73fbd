import type { MyWarrantiesAnswer } from '@kestrel/domain/schemas/dashboard';

type Counts = Pick<MyWarrantiesAnswer['activeWarranty'], 'active' | 'upcoming' | 'expired'>;

const tiles = [
  { key: 'active', label: 'Active', accent: 'border-t-teal' },
  { key: 'upcoming', label: 'Upcoming', accent: 'border-t-navy' },
  { key: 'expired', label: 'Expired', accent: 'border-t-muted' },
] as const;

/** Spec §2: the counts of active, upcoming and expired warranties, as the server gives them. */
export function CountTiles({ counts }: { counts: Counts }) {
  return (
    <section aria-labelledby="counts-title">
      <h2 id="counts-title" className="sr-only">
        Your warranties at a glance
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {tiles.map((tile) => (
          <li
            key={tile.key}
            data-testid={`count-${tile.key}`}
            className={`rounded-2xl border border-t-4 border-line bg-white p-3 shadow-sm sm:p-4 ${tile.accent}`}
          >
            <span className="block text-3xl font-bold text-navy">{counts[tile.key]}</span>
            <span className="block text-sm font-medium text-muted sm:text-base">
              {tile.label}
              <span className="sr-only"> warranties</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
