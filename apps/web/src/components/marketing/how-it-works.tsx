import { ButtonLink } from '~/components/ui/button-link';
import { TitledSection } from '~/components/ui/titled-section';

const steps = [
  { title: 'Tell us your vehicle', text: 'Enter your registration and mileage. We look the vehicle up for you.' },
  { title: 'Choose your cover', text: 'See the levels your vehicle qualifies for, with prices for 3 to 36 months.' },
  { title: 'Pay securely', text: 'Pay online by PayPal or card. You can cancel within 14 days for a full refund.' },
  {
    title: 'Inspection and documents',
    text: 'We review your purchase and inspect the vehicle, then send your certificate.',
  },
];

/** 'How It Works' with its diagram (spec §2): four numbered steps joined by a road. */
export function HowItWorks() {
  return (
    <TitledSection id="how-it-works" title="How It Works" size="3xl" className="reveal mx-auto max-w-6xl px-4 py-16">
      <svg viewBox="0 0 800 120" role="img" aria-labelledby="how-diagram-title" className="mt-8 hidden w-full md:block">
        <title id="how-diagram-title">Four steps from your registration to your warranty certificate</title>
        <path d="M60 60 H740" stroke="#d9dee5" strokeWidth="14" strokeLinecap="round" />
        <path d="M60 60 H740" stroke="#ffffff" strokeWidth="2" strokeDasharray="14 12" />
        {steps.map((step, i) => (
          <g key={step.title} transform={`translate(${100 + i * 200} 60)`}>
            <circle r="34" fill={i === steps.length - 1 ? '#13827a' : '#0b2545'} />
            <text textAnchor="middle" dy="0.35em" fontSize="28" fontWeight="700" fill="#ffffff">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <ol className="mt-6 grid gap-6 md:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-xl border border-line bg-white p-5">
            <p className="flex items-center gap-3 text-lg font-bold text-navy">
              <span
                aria-hidden="true"
                className="grid size-9 place-items-center rounded-full bg-navy text-white md:hidden"
              >
                {i + 1}
              </span>
              <span>
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </span>
            </p>
            <p className="mt-2 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-8">
        <ButtonLink to="/purchase/vehicle-details">Find out more</ButtonLink>
      </div>
    </TitledSection>
  );
}
