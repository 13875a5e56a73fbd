import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { swipeDecision, type SwipeDirection } from '../carousel';

/**
 * Pointer handlers (touch, pen and mouse alike) that call `onSwipe` when a drag passes the swipe
 * threshold. The element needs `touch-action: pan-y`, so the browser keeps vertical scrolling
 * and leaves sideways drags to us. A click that ends a swipe is swallowed, so dragging across a
 * button does not press it.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);

  return {
    onPointerDown(event: PointerEvent) {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDecision(event.clientX - from.x, event.clientY - from.y);
      if (direction) {
        swiped.current = true;
        onSwipe(direction);
      }
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
