import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { siteConfig } from '@kestrel/domain/site/site-config';
import type { Route } from './+types/landing';
import { ButtonLink } from '~/components/ui/button-link';
import { pageMeta } from '~/lib/meta';

/** Spec §2: the headline depends on the path that renders the landing page. */
export function landingHeadline(pathname: string): string {
  if (pathname.startsWith('/car-warranty')) return 'Find The Perfect Warranty For Your Car.';
  if (pathname.startsWith('/van-warranty')) return 'Find The Perfect Warranty For Your Van.';
  return 'Discover The Ideal Warranty For Your Vehicle.';
}

export const meta = ({ location }: Route.MetaArgs) => {
  const vehicle = location.pathname.startsWith('/van')
    ? 'van'
    : location.pathname.startsWith('/car')
      ? 'car'
      : 'vehicle';
  return pageMeta({
    title: `${vehicle[0]?.toUpperCase()}${vehicle.slice(1)} warranty`,
    description: `Extended warranty for your used ${vehicle}: Safe, Secure or Supreme cover for 3 to 36 months, ${siteConfig.figures.belowMarketPrice} below market price.`,
    path: location.pathname,
  });
};

/** The landing page; cards, How It Works and the van sections come with issue #3. */
export default function Landing() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <section className="bg-navy text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center md:py-24">
        <p className="font-semibold uppercase tracking-wide text-amber">{siteConfig.tagline}</p>
        <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">{landingHeadline(pathname)}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">
          Three levels of cover, Safe, Secure and Supreme, from 3 to 36 months, with repairs at any VAT-registered
          garage.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/purchase/vehicle-details">Find Your Warranty</ButtonLink>
          <ButtonLink to="/contact-us" variant="outline">
            Speak to an expert
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
