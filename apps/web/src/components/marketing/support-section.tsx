import { siteConfig } from '@kestrel/domain/site/site-config';
import { Link } from 'react-router';
import { StickyContactButtons } from './contact-buttons';
import { telHref } from '~/lib/tel';

/** The support section: speak to an expert or chat on WhatsApp; the buttons stick after 50 px of scroll. */
export function SupportSection({ vehicle = 'vehicle' }: { vehicle?: 'car' | 'van' | 'vehicle' }) {
  return (
    <section aria-labelledby="support" className="reveal mx-auto max-w-6xl px-4 py-16">
      <div className="rounded-2xl bg-navy p-6 text-white md:p-10">
        <h2 id="support" className="text-3xl font-bold">
          Not sure which cover suits your {vehicle}?
        </h2>
        <p className="mt-3 max-w-2xl text-white/90">
          Our warranty experts will talk you through the options, {siteConfig.hours.sales}. No pressure, no jargon.
        </p>
        <p className="mt-6 flex flex-wrap items-center gap-4">
          <a href={telHref(siteConfig.supportPhone)} className="text-2xl font-bold text-amber">
            {siteConfig.supportPhone}
          </a>
          <Link
            to="/contact-us"
            className="inline-flex min-h-11 items-center rounded-lg border-2 border-white px-5 font-semibold text-white no-underline"
          >
            Get in touch
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The hero's contact buttons, which stick to the bottom of the screen once the page scrolls. */
export function HeroContact({ centred = false }: { centred?: boolean }) {
  return (
    <div className="mt-6">
      <StickyContactButtons centred={centred} />
    </div>
  );
}
