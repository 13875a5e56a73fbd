import { useRef, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';

/**
 * A download from a button: while it runs, further presses do nothing (a ref, since a second press
 * can come before a re-render); a failure shows the server's message in a toast.
 */
export function useOneDownload(download: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  async function run() {
    if (running.current) return;
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
  return { busy, run };
}
