import { useCallback, useSyncExternalStore } from 'react';

/**
 * Pictures behind the session (the profile picture, docs/accounts.md), fetched with the session
 * cookie and shown as a blob URL, so a failed load shows the default picture, not a broken image. One fetch and one blob
 * per URL, shared by every avatar on the page (navbar and profile header). A blob nobody shows any
 * more (the picture was replaced, or the user logged out) is revoked a little later, so a quick
 * unmount and remount (a page change, React's strict mode) does not fetch it again.
 *
 * No zod here: the navbar uses this on every page's first load.
 */

export const DEFAULT_AVATAR = '/images/default-avatar.svg';
export const RELEASE_DELAY_MS = 5_000;

interface Entry {
  /** The blob URL once loaded; null while loading or after a failure. */
  blobUrl: string | null;
  users: number;
  listeners: Set<() => void>;
  abort: AbortController;
  releaseTimer: ReturnType<typeof setTimeout> | null;
}

const entries = new Map<string, Entry>();

async function load(url: string, entry: Entry): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: entry.abort.signal });
    if (!response.ok) throw new Error(`Picture answered ${response.status}`);
    const blob = await response.blob();
    // Dropped while loading: nobody will show it, so do not keep it.
    if (entries.get(url) !== entry) return;
    entry.blobUrl = URL.createObjectURL(blob);
  } catch {
    // The default picture stays: a missing picture is not worth an error message.
    return;
  }
  for (const listener of entry.listeners) listener();
}

function forget(url: string, entry: Entry): void {
  if (entries.get(url) !== entry || entry.users > 0) return;
  entries.delete(url);
  entry.abort.abort();
  if (entry.blobUrl) URL.revokeObjectURL(entry.blobUrl);
}

/** Starts showing `url`: fetches it the first time; returns how to stop. Exported for the unit test. */
export function subscribePrivateImage(url: string, listener: () => void): () => void {
  let entry = entries.get(url);
  if (!entry) {
    entry = { blobUrl: null, users: 0, listeners: new Set(), abort: new AbortController(), releaseTimer: null };
    entries.set(url, entry);
    void load(url, entry);
  }
  const current = entry;
  if (current.releaseTimer) clearTimeout(current.releaseTimer);
  current.releaseTimer = null;
  current.users += 1;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    current.users -= 1;
    if (current.users === 0) current.releaseTimer = setTimeout(() => forget(url, current), RELEASE_DELAY_MS);
  };
}

/** What an `<img>` should show for `url` right now. */
export function privateImageSource(url: string | null | undefined, fallback = DEFAULT_AVATAR): string {
  return (url ? entries.get(url)?.blobUrl : null) ?? fallback;
}

const noSubscription = () => () => undefined;

/** The `src` for a private picture: a blob URL once loaded; the fallback while loading, on error or when null. */
export function usePrivateImage(url: string | null | undefined, fallback = DEFAULT_AVATAR): string {
  const subscribe = useCallback(
    (listener: () => void) => (url ? subscribePrivateImage(url, listener) : noSubscription()),
    [url],
  );
  return useSyncExternalStore(
    subscribe,
    () => privateImageSource(url, fallback),
    () => fallback,
  );
}
