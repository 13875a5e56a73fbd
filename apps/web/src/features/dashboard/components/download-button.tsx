import { useId, type ReactNode } from 'react';
import { useOneDownload } from '~/components/ui/use-one-download';

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
  const { busy, run } = useOneDownload(download);
  const reasonId = useId();
  const press = () => (unavailable === null ? run() : Promise.resolve());

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
