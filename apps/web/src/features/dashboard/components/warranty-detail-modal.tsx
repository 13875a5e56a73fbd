import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { formatDashboardDate } from '@kestrel/domain/warranty/warranty-dates';
import type { DetailRow } from '~/components/ui/detail-list';
import { downloadCertificate } from '../api/documents';
import { myWarrantyQueryOptions } from '../api/warranties';
import { certificateUnavailableReason, customerName } from '../warranty-text';
import { buttonClasses } from '~/components/ui/button';
import { DownloadButton } from './download-button';
import { LoadedDetailModal } from './loaded-detail-modal';
import { WarrantyHistory } from './warranty-history';

const warrantyDetail = {
  noun: 'the warranty',
  query: myWarrantyQueryOptions,
  rows: (w: Warranty): DetailRow[] => [
    ['Certificate number', w.reference],
    ['Date', formatDashboardDate(w.purchase_date)],
    ['Plan', w.plan.name],
    ['Make', w.vehicleDetails.make],
    ['Model', w.vehicleDetails.model],
    ['Customer name', customerName(w)],
    ['E-mail', w.user.email],
    ['Phone', w.user.mobile_no],
    ['Status', w.status.label],
  ],
  more: (_w: Warranty, id: string) => <WarrantyHistory warrantyId={id} />,
  action: (w: Warranty) => (
    <DownloadButton
      className={buttonClasses('primary')}
      unavailable={certificateUnavailableReason(w)}
      download={() => downloadCertificate(w.document?.url ?? '')}
    >
      View Certificate
    </DownloadButton>
  ),
};

/** Spec §2: the WARRANTY DETAIL modal, loaded afresh from GET /api/warranty/my-warranty/{id}. */
export function WarrantyDetailModal({ warrantyId, onClose }: { warrantyId: string | null; onClose: () => void }) {
  return <LoadedDetailModal title="WARRANTY DETAIL" id={warrantyId} detail={warrantyDetail} onClose={onClose} />;
}
