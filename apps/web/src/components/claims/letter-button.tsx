import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';
import { toast } from '~/lib/toast';

/** Downloads the claim's authorisation or decline letter (a PDF drawn on request). */
export function LetterButton({ url, reference }: { url: string; reference: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        downloadFile(url, `claim-${reference}-letter.pdf`)
          .catch((error: unknown) => toast.error(errorMessage(error)))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? 'Preparing the letter…' : 'Download the letter'}
    </Button>
  );
}
