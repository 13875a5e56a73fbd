import type { Route } from './+types/complaint';
import { ComplaintPage, complaintPageFrame } from '~/features/complaints/components/complaint-page';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({ title: 'Your complaint', description: 'Where your complaint stands, its dates and each step so far.' });

export const handle = complaintPageFrame;

/** Issue #36: one of the customer's complaints. */
export default function ComplaintRoute({ params }: Route.ComponentProps) {
  return <ComplaintPage id={params.id} />;
}
