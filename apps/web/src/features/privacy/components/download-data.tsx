import { DownloadButton } from '~/features/dashboard/components/download-button';
import { buttonClasses } from '~/components/ui/button';
import { downloadMyData } from '../api/privacy';

/** "Download my data": one JSON file of everything we hold about the customer. */
export function DownloadData() {
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
      <div className="mt-4">
        <DownloadButton download={downloadMyData} className={buttonClasses('secondary')}>
          Download my data
        </DownloadButton>
      </div>
    </section>
  );
}
