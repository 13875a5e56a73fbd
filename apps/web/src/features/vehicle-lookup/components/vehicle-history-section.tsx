import { MotHistoryPanel } from '~/components/vehicle-history/mot-history-panel';
import { useVehicleHistory } from '../api/get-vehicle-history';

const wholeMiles = (text: string) => {
  const value = Number(text.replace(/[\s,]/g, ''));
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : null;
};

/**
 * The vehicle's MOT history on the vehicle step (DESIGN §8.3): status, expiry, last reading and
 * the mileage chart. A failure to load it is quiet: the server checks again at the order.
 */
export function VehicleHistorySection({ registration, mileage }: { registration: string; mileage: string }) {
  const miles = wholeMiles(mileage);
  const query = useVehicleHistory(registration, miles);
  if (query.isPending) {
    return (
      <p role="status" className="text-muted">
        Reading the MOT history for {registration}…
      </p>
    );
  }
  if (query.isError) return null;
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <MotHistoryPanel answer={query.data} audience="customer" heading="h3" />
    </div>
  );
}
