import { useSyncExternalStore } from 'react';

const query = '(pointer: coarse)';
const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const isMobileNow = () =>
  /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) || window.matchMedia(query).matches;

/** A phone or tablet (touch first, or a mobile user agent); false in prerendered HTML, so hydration matches. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
