import type { Route } from './+types/claims-record';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { ClaimsRecord, claimsRecordText } from '~/features/admin/components/claims-record';
import { pageMeta } from '~/lib/meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: 'Claims record | Back office',
    description: 'The claims record, for staff.',
    path: location.pathname,
  });

export const handle = adminFrame(claimsRecordText);

export default function Page() {
  return <ClaimsRecord />;
}
