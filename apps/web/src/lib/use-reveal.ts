import { useEffect } from 'react';

/**
 * Fades `.reveal` sections in as they scroll into view. Only sections still below the fold are
 * hidden, and only once this runs, so the prerendered page reads fully without JavaScript;
 * visitors who prefer reduced motion get no animation at all.
 */
export function useReveal(): void {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.remove('reveal-pending');
            observer.unobserve(entry.target);
          }
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const element of document.querySelectorAll<HTMLElement>('.reveal')) {
      if (element.getBoundingClientRect().top > window.innerHeight) {
        element.classList.add('reveal-pending');
        observer.observe(element);
      }
    }
    return () => observer.disconnect();
  }, []);
}
