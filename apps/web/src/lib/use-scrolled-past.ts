import { useCallback, useSyncExternalStore } from 'react';

/** Spec §9: the contact buttons stick to the bottom once the page has scrolled more than 50 px. */
export const STICKY_CONTACT_SCROLL_PX = 50;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

export function useScrolledPast(threshold = STICKY_CONTACT_SCROLL_PX): boolean {
  const snapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
