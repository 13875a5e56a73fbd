import { useEffect, type RefObject } from 'react';

/**
 * Publishes a fixed or sticky bar's height as a CSS variable on <html> while `active`, so that
 * app.css can keep the focused element clear of it (scroll-padding, WCAG 2.4.11). Measured, not
 * assumed: the bar grows when its text wraps at 320 px or is zoomed to 200 %.
 */
export function useBarHeight(ref: RefObject<HTMLElement | null>, variable: string, active = true) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || !active) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(variable, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, variable, active]);
}
