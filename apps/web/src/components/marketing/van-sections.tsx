import { siteConfig } from '@kestrel/domain/site/site-config';
import { ButtonLink } from '~/components/ui/button-link';
import { TitledSection } from '~/components/ui/titled-section';

const vanBenefits = [
  {
    title: 'Built for working vans',
    text: 'Cover for panel vans, pick-ups and LCVs up to 3.5 tonnes, including high-mileage workhorses on Safe cover.',
  },
  {
    title: 'Back on the road sooner',
    text: 'Repairs authorised by phone and paid directly to the garage, so your van spends less time off the road.',
  },
  {
    title: 'Predictable costs',
    text: 'One price for 3 to 36 months of cover, instead of an unexpected repair bill in a busy month.',
  },
  {
    title: 'Your garage, your choice',
    text: 'Use any VAT-registered garage near your work, or one of our approved repairers.',
  },
];

/** On /van-warranty: the van introduction, van benefits and the van support call to action (spec §2). */
export function VanSections() {
  return (
    <>
      <TitledSection
        id="van-intro"
        title="Van warranties for the people who depend on them"
        size="3xl"
        className="reveal mx-auto max-w-6xl px-4 pt-14"
      >
        <p className="mt-3 max-w-3xl text-lg text-muted">
          If your van stops, so does your work. A van warranty pays for the repair of covered mechanical and electrical
          failures after the manufacturer's warranty ends, so a gearbox or turbo failure is a phone call, not a crisis.
        </p>
      </TitledSection>
      <TitledSection
        id="van-benefits"
        title="Why van owners choose us"
        size="2xl"
        className="reveal mx-auto max-w-6xl px-4 pt-10"
      >
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {vanBenefits.map((b) => (
            <li key={b.title} className="rounded-xl border border-line bg-white p-5">
              <h3 className="font-bold text-navy">{b.title}</h3>
              <p className="mt-1 text-muted">{b.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <section aria-labelledby="van-support" className="reveal mx-auto max-w-6xl px-4 pt-10">
        <div className="flex flex-col gap-4 rounded-2xl bg-amber-50 p-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="van-support" className="text-2xl font-bold text-navy">
              Run a fleet or a single van?
            </h2>
            <p className="mt-1 text-muted">
              Talk to our van team on {siteConfig.supportPhone}, {siteConfig.hours.sales}.
            </p>
          </div>
          <ButtonLink to="/purchase/vehicle-details">Start a quote</ButtonLink>
        </div>
      </section>
    </>
  );
}
