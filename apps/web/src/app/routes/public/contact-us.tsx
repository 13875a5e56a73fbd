import { siteConfig } from '@kestrel/domain/site/site-config';
import { PageHeader } from '~/components/content/page-header';
import { EnquiryForm } from '~/features/enquiry/components/enquiry-form';
import { pageMeta } from '~/lib/meta';
import { telHref } from '~/lib/tel';

export const meta = () =>
  pageMeta({
    title: 'Contact us',
    description: `Call ${siteConfig.supportPhone}, e-mail us or send a message about a quote, your warranty or a repair. UK-based team.`,
    path: '/contact-us',
  });

export default function ContactUs() {
  const tel = telHref(siteConfig.supportPhone);
  return (
    <>
      <PageHeader
        title="Contact us"
        lead="Questions about cover, a quote or a repair? Our UK-based team is here to help."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="enquiry-title"
          className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="enquiry-title" className="text-2xl font-bold text-navy">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-muted">We reply within one working day.</p>
          <EnquiryForm />
        </section>
        <div className="space-y-8">
          <section aria-labelledby="support-title">
            <h2 id="support-title" className="text-xl font-bold text-navy">
              Customer support
            </h2>
            <dl className="mt-3 space-y-2">
              <div>
                <dt className="font-semibold">Phone</dt>
                <dd>
                  <a href={tel} className="text-teal-700">
                    {siteConfig.supportPhone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">E-mail</dt>
                <dd>
                  <a href={`mailto:${siteConfig.supportEmail}`} className="text-teal-700">
                    {siteConfig.supportEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">Sales</dt>
                <dd>{siteConfig.hours.sales}</dd>
              </div>
              <div>
                <dt className="font-semibold">Repairs and claims</dt>
                <dd>{siteConfig.hours.repairs}</dd>
              </div>
              <div>
                <dt className="font-semibold">Weekends</dt>
                <dd>{siteConfig.hours.weekend}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="office-title">
            <h2 id="office-title" className="text-xl font-bold text-navy">
              Our office
            </h2>
            <address className="mt-3 not-italic">{siteConfig.address}</address>
          </section>
          <section aria-labelledby="social-title">
            <h2 id="social-title" className="text-xl font-bold text-navy">
              Follow us
            </h2>
            <ul className="mt-3 flex flex-wrap gap-4">
              {siteConfig.social.map((s) => (
                <li key={s.name}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-teal-700">
                    {s.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
