import type { Route } from './+types/content-page';
import { PageHeader } from '~/components/content/page-header';
import { Prose } from '~/components/content/prose';
import { QuoteBanner } from '~/components/content/quote-banner';
import { readPage } from '~/content/content.server';
import { formatLongDate } from '~/lib/dates';
import { pageMeta } from '~/lib/meta';

/** A written page from content/pages/<slug>.md: tips, how we operate, about us, policies, terms. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  return { path, ...readPage(path.slice(1)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: loaderData.title, description: loaderData.description, path: loaderData.path });

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} lead={loaderData.description} />
      <article className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
        <p className="mt-10 text-sm text-muted">Last updated {formatLongDate(loaderData.updated)}.</p>
      </article>
      <QuoteBanner />
    </>
  );
}
