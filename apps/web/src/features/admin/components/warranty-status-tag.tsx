import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { warrantyStatusLabel } from '../format';
import { StatusTag } from './list-parts';

const tones: Record<WarrantyStatus, 'good' | 'bad' | 'waiting' | 'plain'> = {
  'pending-payment': 'plain',
  'under-review': 'waiting',
  'inspection-scheduled': 'waiting',
  'inspection-passed': 'good',
  'inspection-failed': 'bad',
  refunded: 'bad',
  cancelled: 'plain',
};

export function WarrantyStatusTag({ status }: { status: WarrantyStatus }) {
  return <StatusTag tone={tones[status]}>{warrantyStatusLabel(status)}</StatusTag>;
}

/** Whether the vehicle came from our lookup or was typed in by the customer (DESIGN §3). */
export function VehicleSource({ verified }: { verified: boolean }) {
  return verified ? (
    <StatusTag tone="good">Verified</StatusTag>
  ) : (
    <StatusTag tone="waiting">Typed in by customer</StatusTag>
  );
}
