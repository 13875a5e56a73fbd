import { siteConfig } from '@kestrel/domain/site/site-config';
import { ButtonLink } from '~/components/ui/button-link';
import { VehicleFinder } from '~/features/vehicle-lookup/components/vehicle-finder';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Used car and van warranties',
    description: `Extended warranties for UK used cars and vans, ${siteConfig.figures.belowMarketPrice} below market price. Get a price for your vehicle in minutes.`,
    path: '/',
  });

const highlights = [
  `${siteConfig.figures.reviewScore} from ${siteConfig.figures.reviewCount} reviews`,
  `${siteConfig.figures.satisfied} of customers satisfied`,
  `Cover arranged in ${siteConfig.figures.minutesToCover}`,
];

/** The home page hero; the feature cards, why-choose-us and benefits sections come with issue #3. */
export default function Home() {
  return (
    <section className="bg-navy text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
        <div>
          <p className="font-semibold uppercase tracking-wide text-amber">{siteConfig.tagline}</p>
          <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">
            Extended warranties for used cars and vans
          </h1>
          <p className="mt-4 text-lg text-white/90">
            Repairs paid for at any VAT-registered garage, UK-based support, and prices{' '}
            {siteConfig.figures.belowMarketPrice} below market price.
          </p>
          <ul className="mt-6 space-y-1 text-white/90">
            {highlights.map((h) => (
              <li key={h}>✓ {h}</li>
            ))}
          </ul>
          <div className="mt-8">
            <ButtonLink to="/purchase/vehicle-details">Find Your Warranty</ButtonLink>
          </div>
        </div>
        <VehicleFinder />
      </div>
    </section>
  );
}
