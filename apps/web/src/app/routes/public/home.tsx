import { siteConfig } from '@kestrel/domain/site/site-config';
import { Link } from 'react-router';
import { HeroContact } from '~/components/marketing/support-section';
import { HowItWorks } from '~/components/marketing/how-it-works';
import { ButtonLink } from '~/components/ui/button-link';
import { InstantPrice } from '~/features/vehicle-lookup/components/instant-price';
import { pageMeta } from '~/lib/meta';
import { capitalise } from '~/lib/text';
import { useReveal } from '~/lib/use-reveal';

export const meta = () =>
  pageMeta({
    title: 'Used car and van warranties',
    description: `Extended warranties for UK used cars and vans, ${siteConfig.figures.belowMarketPrice} below market price. Get a price for your vehicle in minutes.`,
    path: '/',
  });

const { figures } = siteConfig;

const coreFeatures = [
  {
    title: 'Cover levels',
    text: 'Safe, Secure and Supreme: from the essentials to the highest level of cover.',
    to: '/car-cover-levels',
  },
  {
    title: 'Warranties explained',
    text: 'What a used car warranty covers, and how it differs from a manufacturer warranty.',
    to: '/car-extended-warranty',
  },
  { title: 'Van warranties', text: 'Cover for the vans that keep your business moving.', to: '/van-warranty' },
  { title: 'Renew your cover', text: 'Renew before your warranty ends, with no gap in cover.', to: '/renewal' },
];

const reasons = [
  {
    title: 'The highest level of cover as standard',
    text: 'Mechanical and electrical cover, unlimited repairs up to your claim limit.',
  },
  {
    title: `${figures.belowMarketPrice} below market price`,
    text: 'Priced from your own vehicle, with no hidden fees.',
  },
  {
    title: `${capitalise(figures.yearsExperience)} of experience`,
    text: 'Warranties for used vehicles are all we do.',
  },
  { title: 'An independent final arbiter', text: 'Disputes about a claim are settled independently.' },
];

const benefits = [
  { figure: figures.customersServed, label: 'customers served' },
  { figure: figures.satisfied, label: 'of customers satisfied' },
  { figure: figures.repairSavings, label: 'saved on repairs' },
  { figure: figures.enquiriesResolved, label: 'enquiries resolved' },
];

export default function Home() {
  useReveal();
  return (
    <>
      <section className="bg-navy text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="font-semibold uppercase tracking-wide text-amber">{siteConfig.tagline}</p>
            <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">
              Extended warranties for used cars and vans
            </h1>
            <p className="mt-4 text-lg text-white/90">
              Repairs paid for at any VAT-registered garage, UK-based support, and prices {figures.belowMarketPrice}{' '}
              below market price. Cover arranged in {figures.minutesToCover}.
            </p>
            <p className="mt-4 font-semibold text-amber">
              Rated {figures.reviewScore} from {figures.reviewCount} reviews
            </p>
            <div className="mt-6">
              <ButtonLink to="/purchase/vehicle-details">Find Your Warranty</ButtonLink>
            </div>
            <HeroContact />
          </div>
          <InstantPrice />
        </div>
      </section>

      <section aria-labelledby="core-features" className="reveal mx-auto max-w-6xl px-4 py-14">
        <h2 id="core-features" className="text-3xl font-bold text-navy">
          Cover that fits your vehicle
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {coreFeatures.map((f) => (
            <li key={f.title} className="flex flex-col rounded-xl border border-line bg-white p-5 shadow-sm">
              <h3 className="text-lg font-bold text-navy">{f.title}</h3>
              <p className="mt-1 flex-1 text-muted">{f.text}</p>
              <Link to={f.to} className="mt-3 font-semibold text-teal-700">
                Find out more<span className="sr-only"> about {f.title.toLowerCase()}</span>{' '}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-us" className="reveal bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="why-us" className="text-3xl font-bold text-navy">
            Why choose us
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {reasons.map((r) => (
              <li key={r.title} className="rounded-xl bg-white p-5 shadow-sm">
                <h3 className="font-bold text-navy">{r.title}</h3>
                <p className="mt-1 text-muted">{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="customer-centric" className="reveal mx-auto max-w-6xl px-4 py-14">
        <div className="grid items-center gap-8 md:grid-cols-2">
          <div>
            <h2 id="customer-centric" className="text-3xl font-bold text-navy">
              Built around you, not the small print
            </h2>
            <p className="mt-3 text-lg text-muted">
              Choose your own garage. Talk to a real person in the UK. Cancel within 14 days for a full refund. If we
              inspect your vehicle and cannot offer cover, we refund you in full within 14 business days.
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-4">
            {benefits.map((b) => (
              <li key={b.label} className="rounded-xl bg-teal-50 p-5 text-center">
                <p className="text-2xl font-bold text-teal-700">{b.figure}</p>
                <p className="text-sm text-muted">{b.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HowItWorks />
    </>
  );
}
