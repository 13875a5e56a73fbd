import { useSearchParams } from 'react-router';
import { NewComplaintPage, newComplaintPageFrame } from '~/features/complaints/components/new-complaint-page';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({ title: 'Make a complaint', description: 'Tell us what went wrong and what you would like us to do.' });

export const handle = newComplaintPageFrame;

/** Issue #36: a complaint, about a claim's decision (`?claim=<id>`) or about our service. */
export default function NewComplaintRoute() {
  const [params] = useSearchParams();
  const claimId = params.get('claim');
  return <NewComplaintPage key={claimId ?? 'service'} claimId={claimId} />;
}
