import { Link } from 'react-router';

const cards = [
  {
    title: 'Extended Coverage',
    text: 'Three levels of cover for the parts that cost most to fix, from the engine and gearbox to sensors and software.',
    action: { label: 'Cover levels', to: '/car-cover-levels' },
  },
  {
    title: 'Great Service',
    text: 'A UK-based team answers your call, authorises repairs quickly and pays the garage directly.',
    action: { label: 'Warranties explained', to: '/car-extended-warranty' },
  },
  {
    title: 'Warranty experts',
    text: 'Over 23 years of experience in used vehicle warranties. Ask us anything about your cover.',
    action: { label: 'Get in touch', to: '/contact-us' },
  },
];

/** The landing page's three cards (spec §2). */
export function FeatureCards() {
  return (
    <ul className="reveal mx-auto grid max-w-6xl gap-6 px-4 py-14 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
          <h2 className="text-xl font-bold text-navy">{card.title}</h2>
          <p className="mt-2 flex-1 text-muted">{card.text}</p>
          <Link to={card.action.to} className="mt-4 font-semibold text-teal-700">
            {card.action.label} <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
