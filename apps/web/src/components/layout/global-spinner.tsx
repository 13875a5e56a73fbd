import { useAlerts } from '~/lib/state/slices';

/** Shown while the loading flag is set (spec §2, §4). */
export function GlobalSpinner() {
  const loading = useAlerts((s) => s.value.loading);
  if (!loading) return null;
  return (
    <div className="fixed inset-0 z-40 grid place-items-center bg-white/60" role="status" aria-live="polite">
      <span
        className="size-12 animate-spin rounded-full border-4 border-teal border-t-transparent"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
