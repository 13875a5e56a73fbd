import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { formatDashboardDate } from '@kestrel/domain/warranty/warranty-dates';
import { DetailList } from '~/components/ui/detail-list';
import { LoadFailed, LoadingStatus } from '~/components/ui/load-state';
import { Modal, ModalActions } from '~/components/ui/modal';
import { getMyWarranty } from '../api/warranties';
import { downloadCertificate } from '../api/documents';
import { useLoaded } from '../hooks/use-loaded';
import { certificateUnavailableReason, customerName } from '../warranty-text';
import { outlineButton, primaryButton } from './buttons';
import { DownloadButton } from './download-button';

function WarrantyDetail({ warranty: w }: { warranty: Warranty }) {
  return (
    <DetailList
      rows={[
        ['Date', formatDashboardDate(w.purchase_date)],
        ['Plan', w.plan.name],
        ['Make', w.vehicleDetails.make],
        ['Model', w.vehicleDetails.model],
        ['Customer name', customerName(w)],
        ['E-mail', w.user.email],
        ['Phone', w.user.mobile_no],
        ['Status', w.status.label],
      ]}
    />
  );
}

function WarrantyDetailBody({ id, onBack }: { id: string; onBack: () => void }) {
  const { state, retry } = useLoaded(id, (signal) => getMyWarranty(id, signal));
  return (
    <>
      {state.status === 'loading' ? <LoadingStatus>Loading the warranty…</LoadingStatus> : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? <WarrantyDetail warranty={state.data} /> : null}
      <ModalActions>
        <button type="button" className={outlineButton} onClick={onBack}>
          Back To List
        </button>
        {state.status === 'ready' ? (
          <DownloadButton
            className={primaryButton}
            unavailable={certificateUnavailableReason(state.data)}
            download={() => downloadCertificate(state.data.document?.url ?? '')}
          >
            View Certificate
          </DownloadButton>
        ) : null}
      </ModalActions>
    </>
  );
}

/** Spec §2: the WARRANTY DETAIL modal, loaded afresh from GET /api/warranty/my-warranty/{id}. */
export function WarrantyDetailModal({ warrantyId, onClose }: { warrantyId: string | null; onClose: () => void }) {
  return (
    <Modal open={warrantyId !== null} onClose={onClose} title="WARRANTY DETAIL" width="lg">
      {warrantyId ? <WarrantyDetailBody id={warrantyId} onBack={onClose} /> : null}
    </Modal>
  );
}
