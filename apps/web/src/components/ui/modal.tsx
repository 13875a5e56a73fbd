import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native `<dialog>` (as the profile picture one): focus stays inside, the
 * page behind is inert and Escape closes it. Keep it mounted and drive `open`; its content mounts
 * afresh on each opening. The title names the dialog. On closing, focus goes back to whatever
 * opened it, unless `onClose` has put it somewhere else (e.g. the opener has gone).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  width = 'md',
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  width?: 'md' | 'lg';
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  function closed() {
    const back = opener.current;
    opener.current = null;
    const focusBefore = document.activeElement;
    onClose();
    // Browsers differ on where focus goes when a dialog closes: back to the opener, if still there.
    if (document.activeElement === focusBefore && back?.isConnected) back.focus();
  }

  const size = width === 'lg' ? 'w-[min(40rem,calc(100vw-2rem))]' : 'w-[min(30rem,calc(100vw-2rem))]';
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={closed}
      className={`m-auto max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-left text-ink shadow-2xl backdrop:bg-navy/60 ${size}`}
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <h2 id={titleId} className="text-xl font-bold text-navy">
            {title}
          </h2>
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

/** The row of buttons at the foot of a modal: stacked on a phone, side by side otherwise. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
