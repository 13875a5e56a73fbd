import { useEffect, useState } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { AppError } from '~/components/errors/app-error';
import { SiteShell } from '~/components/layout/site-shell';
import { rehydrateAllSlices } from '~/lib/state/persisted-store';
import { forgetStoredToken } from '~/lib/state/session';
import { useAlerts } from '~/lib/state/slices';
import { siteConfig } from '@kestrel/domain/site/site-config';
import appCss from './app.css?url';
import faviconSvg from '../../public/favicon.svg?raw';

/** The SPA shell's title until a page's own meta replaces it (a document needs a title). */
export const meta: Route.MetaFunction = () => [{ title: siteConfig.brand }];

/**
 * The icon is in the page itself (under half a kilobyte): a request of its own competed with the
 * page's first paint in Lighthouse's simulation, which put a page's LCP on one of two values.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`, type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <Meta />
        {/* With a precedence, React puts the stylesheet ahead of the module preloads, so the page
            paints before the scripts have downloaded (LCP 1.5× a script-free copy before, on slow 4G). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Loads the persisted slices after the first render, and checks the session's expiry on start and on every navigation (spec §4). */
function useSessionLifecycle() {
  const { pathname } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    void rehydrateAllSlices().then(() => {
      // A reload in the middle of a call must not leave the spinner up.
      if (useAlerts.getState().value.loading) useAlerts.getState().set({ loading: false });
      setHydrated(true);
    });
  }, []);
  useEffect(() => {
    if (hydrated) forgetStoredToken();
  }, [pathname, hydrated]);
}

/**
 * Marks the document hydrated (data-hydrated on <html>, and a kestrel:hydrated event): the
 * prerendered pages' loader replays a click or form held back until React answers events
 * (docs/decisions/0007); browser tests can wait for it too.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    window.dispatchEvent(new Event('kestrel:hydrated'));
  }, []);
}

export default function App() {
  useSessionLifecycle();
  useHydratedMark();
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** Shown by the SPA shell until a client-rendered route has loaded; the same for every path. */
export function HydrateFallback() {
  return (
    <p className="px-4 py-20 text-center text-muted" role="status">
      Loading…
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <AppError error={error} />
    </SiteShell>
  );
}
