import { useCallback, useEffect, useRef, useState } from 'react';

/** The id of the button that opens a menu, for returning focus to it. */
export const menuButtonId = (id: string) => `${id}-menu-button`;

/**
 * Which menu of a bar is open, at most one. A click outside the bar or Escape closes it
 * (Escape returns focus to the button that opened it); selecting an entry closes it too.
 */
export function useMenu<T extends string>() {
  const [open, setOpen] = useState<T | null>(null);
  const barRef = useRef<HTMLElement>(null);

  const close = useCallback(() => setOpen(null), []);
  const toggle = useCallback((id: T) => setOpen((current) => (current === id ? null : id)), []);
  /** From what the page shows: a <details> opened before hydration closes on the next click. */
  const toggleFrom = useCallback((id: T, openNow: boolean) => setOpen(openNow ? null : id), []);

  // A menu opened as plain HTML before the page hydrated is the open one from now on.
  useEffect(() => {
    const shown = barRef.current?.querySelector<HTMLDetailsElement>('details[open][data-menu]');
    if (shown) setOpen(shown.dataset.menu as T);
  }, []);

  useEffect(() => {
    if (open === null) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (barRef.current && !barRef.current.contains(event.target as Node)) setOpen(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        document.getElementById(menuButtonId(open))?.focus();
        setOpen(null);
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return { open, toggle, toggleFrom, close, barRef };
}
