import { Link } from 'react-router';
import type { MissingPiece } from '../order-request';
import { buttonClasses, stepButton } from '~/components/ui/button';

const pieces: Record<MissingPiece, { title: string; text: string; to: string; action: string }> = {
  vehicle: {
    title: 'Start with your vehicle',
    text: 'There is nothing to pay for yet: your cover and its price depend on your vehicle.',
    to: '/purchase/vehicle-details',
    action: 'Start a quote',
  },
  'vehicle-details': {
    title: 'We need your vehicle’s details',
    text: 'Check the details of your vehicle, then choose your cover and plan.',
    to: '/purchase/details',
    action: 'Check your vehicle details',
  },
  dates: {
    title: 'Tell us when your cover should start',
    text: 'We need your plan start date, the date you bought the vehicle and its service history.',
    to: '/purchase/warranty-details',
    action: 'Add your warranty details',
  },
  plan: {
    title: 'Choose your plan',
    text: 'Pick a cover level, claim limit and length of cover, then come back here to pay.',
    to: '/purchase/warranty-suggestion',
    action: 'See your quote',
  },
};

/** Shown instead of the order when a step before payment is unfinished, with the way back to it. */
export function MissingPieceNotice({ missing }: { missing: MissingPiece }) {
  const piece = pieces[missing];
  return (
    <div className="rounded-xl border border-line bg-surface p-5">
      <h2 className="text-xl font-bold text-navy">{piece.title}</h2>
      <p className="mt-2">{piece.text}</p>
      <Link to={piece.to} className={`mt-4 ${buttonClasses('secondary', stepButton)}`}>
        {piece.action}
      </Link>
    </div>
  );
}
