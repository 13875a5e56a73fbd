import { MotHistoryPanel } from '~/components/vehicle-history/mot-history-panel';
import { useMyWarrantyHistory } from '../api/warranties';

/** The warranty's vehicle as the DVSA's MOT record shows it (DESIGN §8.3), below its details. */
export function WarrantyHistory({ warrantyId }: { warrantyId: string }) {
  const query = useMyWarrantyHistory(warrantyId);
  if (query.isPending) {
    return (
      <p role="status" className="mt-4 text-muted">
        Loading the MOT history…
      </p>
    );
  }
  if (query.isError) return <p className="mt-4 text-muted">The MOT history could not be loaded just now.</p>;
  return (
    <div className="mt-4">
      <MotHistoryPanel answer={query.data.current} audience="customer" heading="h3" />
    </div>
  );
}
