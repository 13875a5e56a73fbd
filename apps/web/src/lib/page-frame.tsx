import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { useMatches, type Params } from 'react-router';
import { LoadingStatus } from '~/components/ui/load-state';

/**
 * What a client-rendered page shows while its layout checks the session and before its data has
 * come: its heading, its intro and the text that never changes, with "Loading …" where the data
 * goes (docs/decisions/0008). The build prerenders it, so it paints from the HTML. A page declares
 * it as its route's `handle`; the layout's HydrateFallback renders it.
 */
export interface FrameHandle {
  /** Renders the frame (elements only: no hooks of its own). */
  frame: () => ReactNode;
  /**
   * The API reads the page starts with, fetched beside the scripts instead of after them
   * (`<link rel="preload" as="fetch">`). Prerendered with each parameter as `_`, which the server
   * replaces with the address's own (apps/api/src/web/pages.ts).
   */
  reads?: (params: Params) => string[];
}

/** Fetches `path` from the page's HTML, as the API client will ask for it (same origin, no credentials mode change). */
export function preloadRead(path: string) {
  preload(path, { as: 'fetch', crossOrigin: 'anonymous' });
}

/** The matched page's frame (the deepest matched route that declares one), or a plain "Loading…". */
export function RouteFrame() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match?.handle as Partial<FrameHandle> | undefined;
    if (!match || !handle?.frame) continue;
    for (const path of handle.reads?.(match.params) ?? []) preloadRead(path);
    return handle.frame();
  }
  return <LoadingStatus>Loading…</LoadingStatus>;
}

/** The frame of a page that shows nothing but "Loading …" until its data has come (one record's page). */
export function loadingFrame(text: string, reads?: FrameHandle['reads']): FrameHandle {
  return { frame: () => <LoadingStatus>{text}</LoadingStatus>, reads };
}
