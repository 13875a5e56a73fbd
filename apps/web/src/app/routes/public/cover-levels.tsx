import { useLocation } from 'react-router';
import type { Route } from './+types/cover-levels';
import { CoverComparison } from '~/components/content/cover-comparison';
import { PageHeader } from '~/components/content/page-header';
import { PlanCards } from '~/components/content/plan-cards';
import { QuoteBanner } from '~/components/content/quote-banner';
import { pageMeta } from '~/lib/meta';

const vehicleOf = (pathname: string) => (pathname.startsWith('/van') ? 'van' : 'car');

export const meta = ({ location }: Route.MetaArgs) => {
  const vehicle = vehicleOf(location.pathname);
  return pageMeta({
    title: `${vehicle === 'van' ? 'Van' : 'Car'} warranty cover levels`,
    description: `Compare Safe, Secure and Supreme cover for your ${vehicle}: who each suits, the parts covered and the extras included.`,
    path: `/${vehicle}-cover-levels`,
  });
};

export default function CoverLevels() {
  const vehicle = vehicleOf(useLocation().pathname);
  return (
    <>
      <PageHeader
        eyebrow="Cover levels"
        title={`Choose the right cover for your ${vehicle}`}
        lead="Three levels of cover. Every level pays for the listed parts; Secure and Supreme add mechanical and electrical cover and the extras below."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <PlanCards vehicle={vehicle} />
      </div>
      <CoverComparison />
      <QuoteBanner title="See the price for your vehicle" />
    </>
  );
}
