import { useId, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';

/**
 * A button that saves one of our PDFs. While it downloads it says so and ignores further presses;
 * a failure shows the server's message in a toast. With `unavailable` it stays focusable but
 * does nothing (aria-disabled), and says why next to it.
 */
export function DownloadButton({
  download,
  className,
  unavailable = null,
  children,
}: {
  download: () => Promise<void>;
  className: string;
  /** Why the document cannot be had yet; null when it can. */
  unavailable?: string | null;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const reasonId = useId();

  async function press() {
    if (unavailable !== null || running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await download();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        className={className}
        aria-disabled={unavailable !== null || busy}
        aria-describedby={unavailable !== null ? reasonId : undefined}
        onClick={() => void press()}
      >
        {children}
      </button>
      {busy ? (
        <span role="status" className="text-sm text-muted">
          Downloading…
        </span>
      ) : null}
      {unavailable !== null ? (
        <span id={reasonId} className="text-sm text-muted">
          {unavailable}
        </span>
      ) : null}
    </span>
  );
}
