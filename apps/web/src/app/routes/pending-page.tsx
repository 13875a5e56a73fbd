import { useLocation } from 'react-router';
import type { Route } from './+types/pending-page';
import { ButtonLink } from '~/components/ui/button-link';
import { pageMeta } from '~/lib/meta';
import { pendingPageFor } from '../pending-pages';

export const meta = ({ location }: Route.MetaArgs) => {
  const page = pendingPageFor(location.pathname);
  return pageMeta({
    title: page?.title ?? 'Kestrel Warranties',
    description: page?.description ?? '',
    path: location.pathname,
  });
};

/** A route whose page is still being built: its title, what it will hold, and the issue that builds it. */
export function PendingPage() {
  const { pathname } = useLocation();
  const page = pendingPageFor(pathname);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-navy">{page?.title}</h1>
      <p className="mt-4 text-lg text-muted">{page?.description}</p>
      <p className="mt-6 rounded-lg border border-line bg-surface p-4 text-sm text-muted">
        This page is being built (issue #{page?.issue}). Meanwhile, call us on the number below or start a quote.
      </p>
      <div className="mt-6">
        <ButtonLink to="/purchase/vehicle-details">Start a quote</ButtonLink>
      </div>
    </section>
  );
}

export default PendingPage;
