import type { Route } from './+types/super-mechanics';
import { PageHeader } from '~/components/content/page-header';
import { Prose } from '~/components/content/prose';
import { QuoteBanner } from '~/components/content/quote-banner';
import { readPage } from '~/content/content.server';
import { pageMeta } from '~/lib/meta';

/** Spec §2's information page on super mechanics: intro, the 30-day modification window, the six-point checklist. */
export function loader() {
  return readPage('super-mechanics');
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: loaderData.title, description: loaderData.description, path: '/super-mechanics' });

export default function SuperMechanics({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Repairs" title={loaderData.title} lead={loaderData.description} />
      <article className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
      </article>
      <QuoteBanner />
    </>
  );
}
