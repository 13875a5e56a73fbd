/**
 * Checks that run inside the page (passed to page.evaluate, so each function stands alone and
 * returns plain findings). Each finding names the element by a short CSS-like path and its text,
 * so that a failure says what to fix.
 */

/** WCAG 1.4.10: the page itself does not scroll sideways; anything wider than the window is named. */
export function sidewaysOverflow(): string[] {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const name = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' ? `.${el.className.split(/\s+/).slice(0, 3).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
  };
  // Report the outermost offenders only: an element reaching past the right edge whose parent does not.
  const offenders: string[] = [];
  const scrollsInside = (el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const { overflowX } = getComputedStyle(p);
      if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') {
        return p !== document.body && p !== document.documentElement;
      }
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.right <= width + 1 || scrollsInside(el)) continue;
    const parent = el.parentElement;
    if (parent && parent.getBoundingClientRect().right > width + 1 && !scrollsInside(parent)) continue;
    offenders.push(`${name(el)} ends at ${Math.round(rect.right + window.scrollX)} px`);
  }
  return [`page is ${document.documentElement.scrollWidth} px wide at ${width} px`, ...offenders.slice(0, 5)];
}

/**
 * WCAG 1.4.4 and 1.4.12: no text cut off. An element that hides its overflow (overflow hidden or
 * clip, not a scroller) and holds text must not hold more than it shows. Visually hidden text
 * (1 px boxes) is meant to be clipped.
 */
export function clippedText(): string[] {
  const found: string[] = [];
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(el);
    const hides = (v: string) => v === 'hidden' || v === 'clip';
    if (!hides(style.overflowX) && !hides(style.overflowY) && style.textOverflow !== 'ellipsis') continue;
    if (el.clientWidth <= 1 || el.clientHeight <= 1 || style.visibility === 'hidden') continue;
    if (!(el.innerText ?? '').trim()) continue;
    const over =
      (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
      (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1);
    if (!over) continue;
    const text = el.innerText.replace(/\s+/g, ' ').trim().slice(0, 40);
    found.push(
      `${el.tagName.toLowerCase()} "${text}" shows ${el.clientWidth}×${el.clientHeight} of ${el.scrollWidth}×${el.scrollHeight}`,
    );
  }
  return found;
}

/** The WCAG 1.4.12 text-spacing bookmarklet's override. */
export const textSpacingCss = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * WCAG 2.5.8: every target at least 24×24 CSS px, or spaced so that a 24 px circle on its centre
 * touches no other target; links inside a sentence are exempt (the inline exception).
 */
export function smallTargets(): string[] {
  const selector =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link]';
  const visible = (el: HTMLElement) => {
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && el.getClientRects().length > 0;
  };
  /** A control's clickable box: a wrapping label counts, as a click on it works the control. */
  const box = (el: HTMLElement) => {
    const label = el.closest('label');
    const rect = (label ?? el).getBoundingClientRect();
    return rect;
  };
  const inline = (el: HTMLElement) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    const own = (el.textContent ?? '').trim().length;
    return Boolean(block && (block.textContent ?? '').trim().length > own + 3);
  };
  const targets = [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => visible(el) && !(el as HTMLInputElement).disabled)
    .map((el) => ({ el, rect: box(el) }))
    .filter(({ rect }) => rect.width > 1 && rect.height > 1);
  const unique = targets.filter(
    (t, i) =>
      targets.findIndex(
        (o) =>
          o.rect.x === t.rect.x &&
          o.rect.y === t.rect.y &&
          o.rect.width === t.rect.width &&
          o.rect.height === t.rect.height,
      ) === i,
  );
  const centre = (r: DOMRect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
  const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
    Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
  const small = (r: DOMRect) => r.width < 24 - 0.5 || r.height < 24 - 0.5;
  const found: string[] = [];
  for (const t of unique) {
    if (!small(t.rect) || inline(t.el)) continue;
    const c = centre(t.rect);
    const crowded = unique.some((o) => {
      if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
      if (distanceToRect(c, o.rect) < 12) return true;
      return small(o.rect) && Math.hypot(centre(o.rect).x - c.x, centre(o.rect).y - c.y) < 24;
    });
    if (!crowded) continue;
    const name = (t.el.getAttribute('aria-label') ?? t.el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    found.push(
      `${t.el.tagName.toLowerCase()} "${name}" is ${Math.round(t.rect.width)}×${Math.round(t.rect.height)} px with a neighbour within 24 px`,
    );
  }
  return found;
}

/**
 * "Every form can be completed and sent with the keyboard alone": after a Tab walk has marked the
 * stops (data-focus-stop), every visible, enabled control of every form was reached (a radio
 * group by any of its radios), and so was a submit button.
 */
export function formsOffTheKeyboard(): string[] {
  const found: string[] = [];
  const visible = (el: HTMLElement) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const reached = (el: Element) => el.hasAttribute('data-focus-stop');
  for (const [index, form] of [...document.querySelectorAll('form')].entries()) {
    if (!visible(form)) continue;
    const name =
      form.getAttribute('aria-label') ??
      form.querySelector('legend, h1, h2, h3')?.textContent?.trim() ??
      `form ${index + 1}`;
    const controls = [...form.elements].filter(
      (el): el is HTMLInputElement =>
        el instanceof HTMLElement &&
        !['FIELDSET', 'OUTPUT', 'OBJECT'].includes(el.tagName) &&
        (el as HTMLInputElement).type !== 'hidden' &&
        !(el as HTMLInputElement).disabled &&
        (visible(el) || (el as HTMLInputElement).type === 'radio' || (el as HTMLInputElement).type === 'checkbox'),
    );
    for (const control of controls) {
      const group =
        control.type === 'radio' && control.name
          ? [...form.querySelectorAll(`input[type=radio][name="${CSS.escape(control.name)}"]`)]
          : [control];
      if (group.some(reached)) continue;
      const label =
        control.labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? control.name ?? control.textContent;
      found.push(
        `form "${name}": ${control.tagName.toLowerCase()} "${(label ?? '').trim().slice(0, 40)}" cannot be reached with Tab`,
      );
    }
    const submits = controls.filter((c) =>
      (c as HTMLElement).matches('button:not([type]), button[type=submit], input[type=submit]'),
    );
    if (!submits.some(reached)) found.push(`form "${name}": no submit button reached with Tab`);
  }
  return found;
}

/**
 * WCAG 3.3.8 and 2.5.7: every password and one-time-code field says what it holds (autocomplete,
 * for password managers and the phone's code suggestions) and takes a paste; nothing on the page
 * needs dragging (no draggable element).
 */
export function authenticationAndDragging(): string[] {
  const found: string[] = [];
  const fields = document.querySelectorAll<HTMLInputElement>(
    'input[type=password], input[autocomplete=one-time-code], input[inputmode=numeric][name*=code i]',
  );
  for (const field of fields) {
    const name = field.labels?.[0]?.textContent?.trim() ?? field.name;
    const autocomplete = field.getAttribute('autocomplete') ?? '';
    if (!/^(current-password|new-password|one-time-code)$/.test(autocomplete)) {
      found.push(`"${name}" has autocomplete="${autocomplete}", not current-password, new-password or one-time-code`);
    }
    const paste = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: new DataTransfer() });
    if (!field.dispatchEvent(paste)) found.push(`"${name}" refuses a paste`);
  }
  for (const el of document.querySelectorAll('[draggable=true]')) {
    found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" is moved by dragging`);
  }
  return found;
}
