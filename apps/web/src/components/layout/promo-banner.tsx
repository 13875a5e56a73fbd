import { siteConfig } from '@kestrel/domain/site/site-config';
import { Link } from 'react-router';

export function PromoBanner() {
  return (
    <aside aria-label="Offer" className="bg-navy px-4 py-2 text-center text-sm text-white">
      Prices {siteConfig.figures.belowMarketPrice} below market price.{' '}
      <Link to="/purchase/vehicle-details" className="font-semibold text-amber underline">
        Get a Quote Now
      </Link>
    </aside>
  );
}
