import type { ReactNode } from 'react';
import { DetailList, type DetailRow } from '~/components/ui/detail-list';
import { LoadFailed, LoadingStatus } from '~/components/ui/load-state';
import { Modal, ModalActions } from '~/components/ui/modal';
import { useLoaded } from '~/lib/use-loaded';
import { outlineButton } from '~/components/ui/buttons';

interface Detail<T> {
  /** What is loaded, e.g. "the warranty" (the loading line says "Loading the warranty…"). */
  noun: string;
  load: (id: string, signal: AbortSignal) => Promise<T>;
  rows: (data: T) => DetailRow[];
  /** The document button beside 'Back To List', once the record has loaded. */
  action: (data: T, id: string) => ReactNode;
}

function DetailBody<T>({ id, detail, onBack }: { id: string; detail: Detail<T>; onBack: () => void }) {
  const { state, retry } = useLoaded(id, (signal) => detail.load(id, signal));
  return (
    <>
      {state.status === 'loading' ? <LoadingStatus>Loading {detail.noun}…</LoadingStatus> : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? <DetailList rows={detail.rows(state.data)} /> : null}
      <ModalActions>
        <button type="button" className={outlineButton} onClick={onBack}>
          Back To List
        </button>
        {state.status === 'ready' ? detail.action(state.data, id) : null}
      </ModalActions>
    </>
  );
}

/**
 * The dashboard's detail modals (spec §2: WARRANTY, TRANSACTION and ORDER DETAIL): the record is
 * loaded afresh when the modal opens, shown as label and value rows, with 'Back To List' and the
 * record's document.
 */
export function LoadedDetailModal<T>({
  title,
  id,
  detail,
  onClose,
}: {
  title: string;
  id: string | null;
  detail: Detail<T>;
  onClose: () => void;
}) {
  return (
    <Modal open={id !== null} onClose={onClose} title={title} width="lg">
      {id ? <DetailBody id={id} detail={detail} onBack={onClose} /> : null}
    </Modal>
  );
}
