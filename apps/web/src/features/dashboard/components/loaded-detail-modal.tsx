import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DetailList, type DetailRow } from '~/components/ui/detail-list';
import { Modal, ModalActions } from '~/components/ui/modal';
import { QueryState } from '~/components/ui/query-state';
import { Button } from '~/components/ui/button';

interface Detail<T, K extends QueryKey> {
  /** What is loaded, e.g. "the warranty" (the loading line says "Loading the warranty…"). */
  noun: string;
  /** The record's read (its key and call), by id. */
  query: (id: string) => UseQueryOptions<T, Error, T, K>;
  rows: (data: T) => DetailRow[];
  /** The document button beside 'Back To List', once the record has loaded. */
  action: (data: T, id: string) => ReactNode;
  /** More below the rows, once the record has loaded (the warranty's MOT history). */
  more?: (data: T, id: string) => ReactNode;
}

function DetailBody<T, K extends QueryKey>({
  id,
  detail,
  onBack,
}: {
  id: string;
  detail: Detail<T, K>;
  onBack: () => void;
}) {
  const query = useQuery(detail.query(id));
  return (
    <>
      <QueryState query={query} loading={`Loading ${detail.noun}…`}>
        {(data) => (
          <>
            <DetailList rows={detail.rows(data)} />
            {detail.more?.(data, id)}
          </>
        )}
      </QueryState>
      <ModalActions>
        <Button variant="outline" onClick={onBack}>
          Back To List
        </Button>
        {query.isSuccess ? detail.action(query.data, id) : null}
      </ModalActions>
    </>
  );
}

/**
 * The dashboard's detail modals (spec §2: WARRANTY, TRANSACTION and ORDER DETAIL): the record is
 * loaded afresh when the modal opens, shown as label and value rows, with 'Back To List' and the
 * record's document.
 */
export function LoadedDetailModal<T, K extends QueryKey>({
  title,
  id,
  detail,
  onClose,
}: {
  title: string;
  id: string | null;
  detail: Detail<T, K>;
  onClose: () => void;
}) {
  return (
    <Modal open={id !== null} onClose={onClose} title={title} width="lg">
      {id ? <DetailBody id={id} detail={detail} onBack={onClose} /> : null}
    </Modal>
  );
}
