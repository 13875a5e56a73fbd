/** Spec §9: a swipe moves the carousel once the finger or pointer has travelled 40 px sideways. */
export const SWIPE_THRESHOLD_PX = 40;

export type SwipeDirection = 'next' | 'previous';

/**
 * What a drag of `dx`, `dy` pixels (end minus start) does: a mostly sideways drag of at least the
 * threshold moves to the next card (leftwards) or the previous one (rightwards); anything else,
 * a tap, a short nudge or a vertical scroll, does nothing.
 */
export function swipeDecision(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The card after moving one step, going round from the last to the first and back. */
export function stepIndex(index: number, count: number, direction: SwipeDirection): number {
  if (count <= 0) return 0;
  const step = direction === 'next' ? 1 : -1;
  return (((index + step) % count) + count) % count;
}

/** "2 of 3", announced when the card changes. */
export const positionLabel = (index: number, count: number) => `${index + 1} of ${count}`;
