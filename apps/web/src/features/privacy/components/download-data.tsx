import { useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { downloadMyData } from '../api/privacy';

/** "Download my data": one JSON file of everything we hold about the customer. */
export function DownloadData() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  async function press() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="download-title">
      <h2 id="download-title" className="text-xl font-bold text-navy">
        Download your data
      </h2>
      <p className="mt-2 text-ink">
        One file with everything we hold about you: your profile, vehicles and quotes, orders, payments, warranties,
        claims, Direct Debits, messages you sent us, e-mails we sent you and your sign-ins. It is in JSON, a format
        other services can read.
      </p>
      <Button className="mt-4" aria-disabled={busy} onClick={() => void press()}>
        {busy ? 'Preparing your file…' : 'Download my data'}
      </Button>
    </section>
  );
}
