import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { siteConfig } from '@kestrel/domain/site/site-config';
import type { Route } from './+types/landing';
import { DriveConfidently } from '~/components/marketing/drive-confidently';
import { FeatureCards } from '~/components/marketing/feature-cards';
import { HowItWorks } from '~/components/marketing/how-it-works';
import { HeroContact, SupportSection } from '~/components/marketing/support-section';
import { VanSections } from '~/components/marketing/van-sections';
import { ButtonLink } from '~/components/ui/button-link';
import { InstantPrice } from '~/features/vehicle-lookup/components/instant-price';
import { pageMeta } from '~/lib/meta';
import { useReveal } from '~/lib/use-reveal';

type LandingVehicle = 'car' | 'van' | 'vehicle';

function vehicleOf(pathname: string): LandingVehicle {
  if (pathname.startsWith('/car-warranty')) return 'car';
  if (pathname.startsWith('/van-warranty')) return 'van';
  return 'vehicle';
}

/** Spec §2: the headline depends on the path that renders the landing page. */
export function landingHeadline(pathname: string): string {
  const vehicle = vehicleOf(pathname);
  if (vehicle === 'car') return 'Find The Perfect Warranty For Your Car.';
  if (vehicle === 'van') return 'Find The Perfect Warranty For Your Van.';
  return 'Discover The Ideal Warranty For Your Vehicle.';
}

export const meta = ({ location }: Route.MetaArgs) => {
  const vehicle = vehicleOf(location.pathname);
  return pageMeta({
    title: `${vehicle[0]?.toUpperCase()}${vehicle.slice(1)} warranty`,
    description: `Extended warranty for your used ${vehicle}: Safe, Secure or Supreme cover for 3 to 36 months, ${siteConfig.figures.belowMarketPrice} below market price.`,
    path: location.pathname,
  });
};

export default function Landing() {
  const { pathname } = useLocation();
  const vehicle = vehicleOf(pathname);
  useReveal();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <section className="bg-navy text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-20">
          <p className="font-semibold uppercase tracking-wide text-amber">{siteConfig.tagline}</p>
          <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">{landingHeadline(pathname)}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">
            Three levels of cover, Safe, Secure and Supreme, from 3 to 36 months, with repairs at any VAT-registered
            garage and prices {siteConfig.figures.belowMarketPrice} below market price.
          </p>
          <div className="mt-8 flex justify-center">
            <ButtonLink to="/purchase/vehicle-details">Find Your Warranty</ButtonLink>
          </div>
          <HeroContact centred />
          <div className="mx-auto mt-10 max-w-xl">
            <InstantPrice />
          </div>
        </div>
      </section>
      {vehicle === 'van' ? <VanSections /> : null}
      <FeatureCards />
      <DriveConfidently />
      <HowItWorks />
      <SupportSection vehicle={vehicle} />
    </>
  );
}
