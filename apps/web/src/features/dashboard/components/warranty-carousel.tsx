import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { useState, type Ref } from 'react';
import { Link } from 'react-router';
import { positionLabel, stepIndex, type SwipeDirection } from '../carousel';
import { useSwipe } from '../hooks/use-swipe';
import { buttonClasses, textLink } from '~/components/ui/button';
import { panel } from './dashboard-frame';
import { WarrantyCard, type WarrantyActions } from './warranty-card';

const arrowButton = `${buttonClasses('outline')} min-w-11 px-3`;

/**
 * Spec §2: the current warranties, one card at a time (a single card when there is one). Moved
 * by the Previous and Next buttons or a swipe, never on its own (spec §9: no auto-advance on the
 * dashboard); the position is announced politely.
 */
export function WarrantyCarousel({
  warranties,
  actions,
  headingRef,
}: {
  warranties: Warranty[];
  actions: WarrantyActions;
  /** The heading, focused when the card that had the focus has gone (e.g. after a cancellation). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const [index, setIndex] = useState(0);
  const count = warranties.length;
  // The list may shrink on a reload (a cancellation): stay within it.
  const shown = Math.min(index, Math.max(count - 1, 0));
  const move = (direction: SwipeDirection) => setIndex(stepIndex(shown, count, direction));
  const swipe = useSwipe(move);
  const current = warranties[shown];

  return (
    <section aria-labelledby="carousel-title" className={panel}>
      <h2 id="carousel-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy">
        Your warranties
      </h2>
      {!current ? (
        <div className="mt-3 text-muted">
          <p className="font-semibold text-ink">You have no warranties yet</p>
          <p className="mt-1">
            Cover for your car or van takes a few minutes to buy.{' '}
            <Link to="/purchase/vehicle-details" className={textLink}>
              Get a quote
            </Link>
          </p>
        </div>
      ) : count === 1 ? (
        <div className="mt-4">
          <WarrantyCard warranty={current} actions={actions} />
        </div>
      ) : (
        <div className="mt-4">
          <div className="touch-pan-y" {...swipe}>
            <WarrantyCard key={current._id} warranty={current} actions={actions} />
          </div>
          <div className="mt-4 flex items-center justify-between gap-3">
            <button
              type="button"
              className={arrowButton}
              aria-label="Previous warranty"
              onClick={() => move('previous')}
            >
              <span aria-hidden="true">←</span>
              <span className="ml-2 hidden sm:inline">Previous</span>
            </button>
            <p role="status" className="font-semibold text-navy">
              {positionLabel(shown, count)}
            </p>
            <button type="button" className={arrowButton} aria-label="Next warranty" onClick={() => move('next')}>
              <span className="mr-2 hidden sm:inline">Next</span>
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
