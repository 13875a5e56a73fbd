import { keyFactsDocument } from '@kestrel/domain/purchase/key-facts-document';
import { TERMS_VERSION } from '@kestrel/domain/purchase/key-facts';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '~/components/content/page-header';
import { KeyFactsList } from '~/components/purchase/key-facts-list';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Key facts',
    description:
      'The key facts of a Kestrel warranty plan: what it covers and does not, the benefits, and your rights.',
    path: '/key-facts',
  });

const link = 'inline-flex min-h-11 items-center font-semibold text-navy underline';

/**
 * /key-facts?plan=&start=: the key facts document of a plan from a start date, the same
 * sections the payment page shows and the PDF prints (GET /api/documents/key-facts).
 */
export default function KeyFactsPage() {
  const [params] = useSearchParams();
  // Read by hand, not with the shared Zod schema the API checks it with: Zod stays out of this page.
  const plan = params.get('plan') ?? '';
  const start = params.get('start') ?? undefined;
  const startValid = start === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(start) && !Number.isNaN(Date.parse(start)));
  const document = startValid ? keyFactsDocument(plan, start) : null;
  if (!document) {
    return (
      <>
        <PageHeader title="Key facts" />
        <div className="mx-auto max-w-3xl px-4 py-10">
          <p role="alert" className="text-lg text-ink">
            We could not tell which plan these key facts are for. Choose a plan in your quote and open its key facts
            from the payment page.
          </p>
          <p className="mt-4">
            <Link to="/purchase/vehicle-details" className={link}>
              Get a quote
            </Link>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={`Key facts: ${document.planName}`}
        lead={`Terms of service of ${ukLongDate(TERMS_VERSION)}.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <KeyFactsList sections={document.sections} headingLevel={2} />
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href={`/api/documents/key-facts?${params.toString()}`} className={link}>
              Download these key facts (PDF)
            </a>
          </li>
          <li>
            <Link to="/terms-of-service" className={link}>
              Terms of service
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}
