import { Button } from '~/components/ui/button';
import { useOneDownload } from '~/components/ui/use-one-download';
import { downloadMyData } from '../api/privacy';

/** "Download my data": one JSON file of everything we hold about the customer. */
export function DownloadData() {
  const { busy, run } = useOneDownload(downloadMyData);
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
      <Button className="mt-4" aria-disabled={busy} onClick={() => void run()}>
        {busy ? 'Preparing your file…' : 'Download my data'}
      </Button>
    </section>
  );
}
