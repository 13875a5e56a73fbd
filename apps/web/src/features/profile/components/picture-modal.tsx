import { useEffect, useRef } from 'react';
import { PictureForm } from './picture-form';

/**
 * The "Edit profile picture" dialog: the native modal `<dialog>`, which keeps focus inside, makes
 * the page behind inert and closes on Escape. Its form mounts afresh on each opening, so a
 * cancelled choice is not there next time.
 */
export function PictureModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="picture-dialog-title"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-left text-ink shadow-2xl backdrop:bg-navy/60"
    >
      {open ? <PictureForm onDone={() => dialog.current?.close()} /> : null}
    </dialog>
  );
}
