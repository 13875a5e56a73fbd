import { siteConfig } from '@kestrel/domain/site/site-config';
import type { Route } from './+types/renewal';
import { PageHeader } from '~/components/content/page-header';
import { Prose } from '~/components/content/prose';
import { ButtonLink } from '~/components/ui/button-link';
import { markdownToHtml, readPageSections } from '~/content/content.server';
import { pageMeta } from '~/lib/meta';
import { telHref } from '~/lib/tel';
import { buttonClasses } from '~/components/ui/button';

const BENEFITS_HEADING = 'Why renew with us';

/** The renewal page: the written content, a call-a-specialist banner and four benefit cards (from content/pages/renewal.md). */
export function loader() {
  const page = readPageSections('renewal');
  const benefits = page.sections.find((s) => s.heading === BENEFITS_HEADING);
  const cards = (benefits?.markdown ?? '')
    .split(/^### /m)
    .slice(1)
    .map((chunk) => {
      const [title = '', ...rest] = chunk.split('\n');
      return { title: title.trim(), html: markdownToHtml(rest.join('\n').trim()) };
    });
  const body = page.sections
    .filter((s) => s.heading !== BENEFITS_HEADING)
    .map((s) => `## ${s.heading}\n\n${s.markdown}`)
    .join('\n\n');
  return { title: page.title, description: page.description, html: markdownToHtml(body), cards };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: loaderData.title, description: loaderData.description, path: '/renewal' });

export default function Renewal({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Existing customers" title={loaderData.title} lead={loaderData.description}>
        <div className="mt-6">
          <ButtonLink to="/dashboard/user-dashboard">Renew from your dashboard</ButtonLink>
        </div>
      </PageHeader>
      <article className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
      </article>
      <section aria-labelledby="specialist" className="bg-amber-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="specialist" className="text-2xl font-bold text-navy">
              Call a renewal specialist
            </h2>
            <p className="text-muted">
              {siteConfig.hours.sales}. We check your cover, your vehicle and your options in one call.
            </p>
          </div>
          <a href={telHref(siteConfig.supportPhone)} className={buttonClasses('secondary')}>
            Call {siteConfig.supportPhone}
          </a>
        </div>
      </section>
      <section aria-labelledby="renew-benefits" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="renew-benefits" className="text-2xl font-bold text-navy">
          {BENEFITS_HEADING}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.cards.map((card) => (
            <li key={card.title} className="rounded-xl border border-line bg-white p-5 shadow-sm">
              <h3 className="text-lg font-bold text-navy">{card.title}</h3>
              <div className="prose mt-2 text-sm" dangerouslySetInnerHTML={{ __html: card.html }} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
