import { Button } from '~/components/ui/button';
import { useOneDownload } from '~/components/ui/use-one-download';

/** Downloads one of the complaint's PDFs, drawn on request; pressed again while it runs, nothing more happens. */
export function DocumentButton({
  label,
  busyLabel,
  download,
}: {
  label: string;
  busyLabel: string;
  download: () => Promise<void>;
}) {
  const { busy, run } = useOneDownload(download);
  return (
    <Button variant="outline" aria-disabled={busy || undefined} onClick={() => void run()}>
      {busy ? busyLabel : label}
    </Button>
  );
}
