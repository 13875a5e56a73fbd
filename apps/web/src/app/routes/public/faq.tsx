import type { Route } from './+types/faq';
import { JsonLd } from '~/components/content/json-ld';
import { PageHeader } from '~/components/content/page-header';
import { QuoteBanner } from '~/components/content/quote-banner';
import { FaqAccordion } from '~/components/content/faq-accordion';
import { readFaq } from '~/content/content.server';
import { pageMeta } from '~/lib/meta';

export function loader() {
  return { warranty: readFaq('warranty'), repair: readFaq('repair') };
}

export const meta = () =>
  pageMeta({
    title: 'Frequently asked questions',
    description:
      'Answers about our used car and van warranties: cover levels, eligibility, claims, repairs, cancellation and renewals.',
    path: '/faq',
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { warranty, repair } = loaderData;
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [...warranty.items, ...repair.items].map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answerText },
    })),
  };
  return (
    <>
      <PageHeader
        eyebrow="Help centre"
        title="Frequently asked questions"
        lead="Straight answers about our warranties and about getting your vehicle repaired."
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 lg:grid-cols-2">
        <FaqAccordion id="warranty-faq" title={warranty.title} items={warranty.items} />
        <FaqAccordion id="repair-faq" title={repair.title} items={repair.items} />
      </div>
      <QuoteBanner title="Want to know more?" />
      <JsonLd data={structuredData} />
    </>
  );
}
