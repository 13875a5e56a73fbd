import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { warrantyStatusLabel } from '../format';
import { StatusTag } from './list-parts';
import { motFlagLabels, type MotFlag } from '@kestrel/domain/vehicle-history/mot-messages';

const tones: Record<WarrantyStatus, 'good' | 'bad' | 'waiting' | 'plain'> = {
  'pending-payment': 'plain',
  'under-review': 'waiting',
  'inspection-scheduled': 'waiting',
  'inspection-passed': 'good',
  'inspection-failed': 'bad',
  refunded: 'bad',
  cancelled: 'plain',
  suspended: 'bad',
};

export function WarrantyStatusTag({ status }: { status: WarrantyStatus }) {
  return <StatusTag tone={tones[status]}>{warrantyStatusLabel(status)}</StatusTag>;
}

/** Short words for each MOT history flag, for the badge in staff lists (the page says it in full). */
const flagBadges: Record<MotFlag, string> = {
  'readings-go-down': 'Mileage goes down',
  'odometer-not-read': 'Odometer not read',
  'no-record': 'No MOT record',
  'not-checked': 'History not checked',
};

/** The MOT history check flagged this sale for review (DESIGN §8.3): one badge, its flags in words. */
export function HistoryFlagBadge({ flags }: { flags: readonly MotFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <span className="mt-1 block" title={flags.map((flag) => motFlagLabels[flag]).join('; ')}>
      <StatusTag tone="bad">MOT: {flags.map((flag) => flagBadges[flag]).join(', ')}</StatusTag>
    </span>
  );
}

/** Whether the vehicle came from our lookup or was typed in by the customer (DESIGN §3). */
export function VehicleSource({ verified }: { verified: boolean }) {
  return verified ? (
    <StatusTag tone="good">Verified</StatusTag>
  ) : (
    <StatusTag tone="waiting">Typed in by customer</StatusTag>
  );
}
