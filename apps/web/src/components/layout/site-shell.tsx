import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { minimalChromeMarkers, noFooterMarkers, pathContainsAny } from '@kestrel/domain/site/routes';
import { Toaster } from '~/components/ui/toaster';
import { Footer } from './footer';
import { GlobalSpinner } from './global-spinner';
import { Navbar } from './navbar';
import { PromoBanner } from './promo-banner';

/** Spec §2: the promo banner and mega-menus hide on sign-in, purchase and dashboard paths; the footer on dashboard and auth paths. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const minimal = pathContainsAny(pathname, minimalChromeMarkers);
  const showFooter = !pathContainsAny(pathname, noFooterMarkers);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      {minimal ? null : <PromoBanner />}
      <Navbar minimal={minimal} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {showFooter ? <Footer /> : null}
      <GlobalSpinner />
      <Toaster />
    </>
  );
}
