import type { Route } from './+types/complaint';
import { adminFrame } from '~/features/admin/components/admin-frame';
import { AdminComplaintPage, adminComplaintText } from '~/features/admin/components/complaint-page';
import { pageMeta } from '~/lib/meta';

// No canonical path: one prerendered frame answers every record's address (docs/decisions/0008),
// and the back office is never indexed.
export const meta = () =>
  pageMeta({
    title: 'Complaint | Back office',
    description: 'One complaint: its dates, notes, final response and the independent arbiter.',
  });

export const handle = adminFrame(adminComplaintText);

export default function Page({ params }: Route.ComponentProps) {
  return <AdminComplaintPage id={params.id} />;
}
