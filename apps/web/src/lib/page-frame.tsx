import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
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
}

/** The matched page's frame (the deepest matched route that declares one), or a plain "Loading…". */
export function RouteFrame() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as Partial<FrameHandle> | undefined;
    if (handle?.frame) return handle.frame();
  }
  return <LoadingStatus>Loading…</LoadingStatus>;
}

/** The frame of a page that shows nothing but "Loading …" until its data has come (one record's page). */
export function loadingFrame(text: string): FrameHandle {
  return { frame: () => <LoadingStatus>{text}</LoadingStatus> };
}
