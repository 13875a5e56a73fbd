import { siteConfig } from '@kestrel/domain/site/site-config';
import { ButtonLink } from '~/components/ui/button-link';
import { telHref } from '~/lib/tel';

/** The call to action at the foot of content pages. */
export function QuoteBanner({ title = 'Want to know more?' }: { title?: string }) {
  return (
    <section className="mx-auto mt-16 max-w-6xl px-4">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-teal-50 p-6 md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <h2 className="text-2xl font-bold text-navy">{title}</h2>
          <p className="mt-1 text-muted">
            Call us on{' '}
            <a href={telHref(siteConfig.supportPhone)} className="font-semibold text-teal-700">
              {siteConfig.supportPhone}
            </a>{' '}
            ({siteConfig.hours.sales}) or get a price for your vehicle in minutes.
          </p>
        </div>
        <ButtonLink to="/purchase/vehicle-details">Get a Quote Now</ButtonLink>
      </div>
    </section>
  );
}
