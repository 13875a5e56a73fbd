import type { Route } from './+types/extended-warranty';
import { FaqAccordion } from '~/components/content/faq-accordion';
import { PageHeader } from '~/components/content/page-header';
import { PlanCards } from '~/components/content/plan-cards';
import { Prose } from '~/components/content/prose';
import { QuoteBanner } from '~/components/content/quote-banner';
import { markdownToHtml, readPage } from '~/content/content.server';
import { extendedWarrantyFaq } from '~/content/extended-warranty-faq';
import { pageMeta } from '~/lib/meta';

/** /car-extended-warranty and /van-extended-warranty: the explainer, a FAQ worded by vehicle, and (vans) the cover levels. */
export function loader({ request }: Route.LoaderArgs) {
  const vehicle = new URL(request.url).pathname.startsWith('/van') ? 'van' : 'car';
  const page = readPage(`${vehicle}-extended-warranty`);
  const faq = extendedWarrantyFaq(vehicle).map((item) => ({
    question: item.question,
    answerHtml: markdownToHtml(item.answer),
  }));
  return { vehicle, ...page, faq } as const;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData.title,
    description: loaderData.description,
    path: `/${loaderData.vehicle}-extended-warranty`,
  });

export default function ExtendedWarranty({ loaderData }: Route.ComponentProps) {
  const { vehicle } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Warranties explained" title={loaderData.title} lead={loaderData.description} />
      <article className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
      </article>
      {vehicle === 'van' ? (
        <section aria-labelledby="van-levels" className="mx-auto max-w-6xl px-4 py-6">
          <h2 id="van-levels" className="mb-6 text-2xl font-bold text-navy">
            Cover levels for vans
          </h2>
          <PlanCards vehicle="van" />
        </section>
      ) : null}
      <div className="mx-auto max-w-4xl px-4 py-10">
        <FaqAccordion
          id="extended-faq"
          title={`${vehicle === 'van' ? 'Van' : 'Car'} warranty questions`}
          items={loaderData.faq}
        />
      </div>
      <QuoteBanner />
    </>
  );
}
