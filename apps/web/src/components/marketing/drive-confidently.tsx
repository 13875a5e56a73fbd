import { siteConfig } from '@kestrel/domain/site/site-config';

const features = [
  { title: 'Unlimited repairs', text: 'Claim as often as you need, up to your claim limit each time.' },
  { title: '24/7 breakdown cover', text: 'Help at the roadside or a tow to a garage, day or night.' },
  { title: 'Car hire and onward travel', text: 'Keep moving while your vehicle is being repaired.' },
  { title: 'Any VAT-registered garage', text: 'Use your own garage, or one of our approved repairers.' },
  {
    title: 'UK-based customer service',
    text: `Call us ${siteConfig.hours.sales}; repairs line ${siteConfig.hours.repairs}.`,
  },
  { title: 'An independent final arbiter', text: 'If we ever disagree about a claim, an independent arbiter decides.' },
];

/** 'Drive confidently everywhere, everyday' (spec §2). */
export function DriveConfidently() {
  return (
    <section aria-labelledby="drive-confidently" className="reveal bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="drive-confidently" className="text-3xl font-bold text-navy">
          Drive confidently everywhere, everyday
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          The highest level of cover as standard, at prices {siteConfig.figures.belowMarketPrice} below market price.
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="rounded-xl bg-white p-5 shadow-sm">
              <h3 className="font-bold text-navy">{f.title}</h3>
              <p className="mt-1 text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
