/**
 * One stop of a keyboard walk, read inside the page (passed to page.evaluate): which element has
 * the focus, whether any of it can be seen (WCAG 2.4.11: not wholly hidden under a fixed or sticky
 * bar, and inside the window), and whether it shows a focus indicator (WCAG 2.4.7).
 */
export interface FocusStop {
  key: string;
  name: string;
  hiddenBy: string | null;
  indicator: boolean;
}

export async function focusStop(): Promise<FocusStop | null> {
  // Let the page react to the scroll the focus caused (the contact bar sticks on scroll).
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;
  // A page-wide counter: an element React re-renders in place keeps its mark, a new one gets a new number.
  const counter = window as unknown as { focusStops?: number };
  if (!el.dataset.focusStop) {
    counter.focusStops = (counter.focusStops ?? 0) + 1;
    el.dataset.focusStop = String(counter.focusStops);
  }
  const describe = (node: Element) => {
    const label = node.getAttribute('aria-label') ?? (node as HTMLElement).innerText ?? node.getAttribute('name') ?? '';
    const id = node.id ? `#${node.id}` : '';
    return `${node.tagName.toLowerCase()}${id} "${label.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  };
  // A visually hidden control (a styled radio) is seen through its label or the element after it.
  const own = el.getBoundingClientRect();
  const tiny = own.width <= 1 || own.height <= 1;
  const labelFor = el.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(el.id)}"]`) : null;
  const shown: HTMLElement = tiny
    ? (el.closest('label') ?? labelFor ?? (el.nextElementSibling as HTMLElement | null) ?? el.parentElement ?? el)
    : el;
  const rect = shown.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, vw);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, vh);
  let hiddenBy: string | null = null;
  if (right - left < 1 || bottom - top < 1) {
    hiddenBy = `outside the window (${Math.round(rect.left)}, ${Math.round(rect.top)})`;
  } else {
    const pinned = (node: Element | null) => {
      for (let n = node; n; n = n.parentElement) {
        const position = getComputedStyle(n).position;
        if (position === 'fixed' || position === 'sticky') return n;
      }
      return null;
    };
    let seen = false;
    let coverer: Element | null = null;
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.15, 0.5, 0.85]) {
        const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
        if (!hit || shown.contains(hit) || el.contains(hit) || hit.contains(shown)) seen = true;
        else coverer = pinned(hit) ?? hit;
      }
    }
    if (!seen && coverer) hiddenBy = `under ${describe(coverer)}`;
  }
  const marked = (node: Element | null) => {
    if (!node) return false;
    const s = getComputedStyle(node);
    const outline =
      s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && !/rgba\(\d+, \d+, \d+, 0\)/.test(s.outlineColor);
    return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
  };
  const indicator = el.matches(':focus-visible') && (marked(el) || (tiny && marked(shown)));
  return { key: el.dataset.focusStop, name: describe(el), hiddenBy, indicator };
}
