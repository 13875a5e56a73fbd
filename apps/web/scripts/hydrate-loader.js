/* global window, document, scheduler, requestIdleCallback, requestAnimationFrame, addEventListener, removeEventListener, Element, HTMLFormElement */
// The only script a prerendered page loads before it is used. An app page's frame (data-when="paint",
// docs/decisions/0008) hydrates straight after its first paint, so the scripts do not share the
// link with the stylesheet the paint waits for. A content page (docs/decisions/0007): it
// fetches React Router's entry and the page's route modules, and hydrates, on the visitor's first
// input (pointer, mouse move, wheel, touch, key or focus) or 5 s after load when the browser is idle. Until
// then the page is its own HTML: links, <details> menus and plain forms work without it. A click
// on something only the script can work (a button that is not a form's submit) is kept and
// replayed once React has taken over, so it is not lost; a form sent while the script is on its
// way waits for it (up to 4 s, then it goes as plain HTML), so the page's own handler answers it.
const boot = document.querySelector('script[data-entry]');
const triggers = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel'];
let started = false;
let kept = null;
let hydrated = false;
let held = null;

/** What the browser does by itself on a click here (follow, toggle, submit, type): nothing to replay. */
const native = 'a[href], summary, label, input, select, textarea, button[type="submit"], button:not([type])';

function onClick(event) {
  const target = event.target instanceof Element ? event.target : null;
  if (kept || !target || target.closest(native)) return;
  kept = target.closest('button, [role="button"], [role="tab"], [tabindex]') ?? target;
}

function onSubmit(event) {
  if (hydrated || held || !started || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  const form = event.target;
  held = { form, submitter: event.submitter, timer: setTimeout(() => sendHeld(false), 4000) };
}

/** The form held back: sent through React once it listens, or as plain HTML if the script is late or failed. */
function sendHeld(viaReact) {
  if (!held) return;
  const { form, submitter, timer } = held;
  held = null;
  clearTimeout(timer);
  if (!form.isConnected) return;
  if (viaReact) form.requestSubmit(submitter?.form === form ? submitter : undefined);
  else HTMLFormElement.prototype.submit.call(form);
}

function hydrate() {
  if (started || !boot) return;
  started = true;
  for (const type of triggers) removeEventListener(type, hydrate, { capture: true });
  const routes = Object.entries(JSON.parse(boot.dataset.routes ?? '{}'));
  const { manifest, entry } = boot.dataset;
  // Every module in the order the browser evaluates them (the root before the page: the root sets
  // things up, zod's configuration among them, that the page's modules rely on). An app page's
  // frame names all of them, each after what it imports (apps/web/scripts/defer-hydration.mjs);
  // a content page names React Router's own list, whose imports are found as they load.
  const order = boot.dataset.order ? boot.dataset.order.split(' ') : [manifest, ...routes.map(([, url]) => url), entry];
  const routeOf = new Map(routes.map(([id, url]) => [url, id]));
  const modules = {};
  // Small pieces of work, each in a task of its own, so that no one task holds the main thread for
  // long between the page's paint and the moment it answers a tap (Lighthouse's blocking time):
  // a few preloads at a time (each starts a request), then one module evaluated per task.
  const nextTask = () =>
    typeof scheduler === 'object' && typeof scheduler.yield === 'function'
      ? scheduler.yield()
      : new Promise((resolve) => setTimeout(resolve, 0));
  const preloadsPerTask = 4;
  let work = Promise.resolve();
  for (let at = 0; at < order.length; at += preloadsPerTask) {
    const batch = order.slice(at, at + preloadsPerTask);
    work = work.then(nextTask).then(() => {
      for (const url of batch) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = url;
        document.head.append(link);
      }
    });
  }
  for (const url of order)
    work = work.then(nextTask).then(() => {
      // React Router's entry reads the route modules as it starts.
      if (url === entry) window.__reactRouterRouteModules = modules;
      return import(url).then((module) => {
        if (routeOf.has(url)) modules[routeOf.get(url)] = module;
      });
    });
  work
    .then(
      // React Router's root waits for its data stream before it hydrates: the page's root route
      // says when it has (apps/web/src/app/root.tsx), and only then does React answer events.
      () =>
        new Promise((done) => {
          if (document.documentElement.hasAttribute('data-hydrated')) done();
          else addEventListener('kestrel:hydrated', done, { once: true });
        }),
    )
    .then(() => {
      hydrated = true;
      removeEventListener('click', onClick, { capture: true });
      removeEventListener('submit', onSubmit, { capture: true });
      setTimeout(() => {
        if (kept?.isConnected) kept.click();
        kept = null;
        sendHeld(true);
      }, 0);
    })
    .catch(() => {
      // A failed download leaves the page as its HTML, which still works; the next input retries.
      started = false;
      sendHeld(false);
      for (const type of triggers) addEventListener(type, hydrate, { capture: true, passive: true });
    });
}

addEventListener('click', onClick, { capture: true });
addEventListener('submit', onSubmit, { capture: true });
for (const type of triggers) addEventListener(type, hydrate, { capture: true, passive: true });
// An app page's frame hydrates as soon as it has painted (a hidden tab does not paint: at once).
// A content page, unasked, waits until it has been loaded and quiet for a while: hydrating is the
// longest piece of main-thread work a content page does, and right after the paint it would
// stand between a slow phone and the visitor's first tap (Lighthouse counts it as blocking time).
const afterPaint = boot?.dataset.when === 'paint';
const idleAfterMs = 5000;
const whenIdle = () =>
  setTimeout(
    () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(hydrate, { timeout: 3000 }) : hydrate()),
    idleAfterMs,
  );
if (afterPaint) {
  if (document.visibilityState === 'hidden') hydrate();
  else requestAnimationFrame(() => setTimeout(hydrate, 0));
} else if (document.readyState === 'complete') whenIdle();
else addEventListener('load', whenIdle, { once: true });
