import { useEffect, useState } from 'react';
import { FILL_MARKER } from '@kestrel/domain/site/server-fill';

/**
 * HTML the server puts into this prerendered page when it serves it (the figures of "How we handle
 * claims", worked out hourly and kept in memory: docs/claims-record.md). The build renders the
 * marker; the server replaces it; on hydration the component keeps what the server sent, read from
 * the page itself, so nothing moves and nothing is fetched. Reached inside the app instead (a link
 * followed after hydration), it asks `source` for the same HTML.
 */
export function ServerFilled({ id, source, className = '' }: { id: string; source: string; className?: string }) {
  const [served] = useState<string | null>(() =>
    typeof document === 'undefined' ? FILL_MARKER : (document.getElementById(id)?.innerHTML ?? null),
  );
  const [fetched, setFetched] = useState<string | null>(null);
  useEffect(() => {
    if (served !== null) return;
    const controller = new AbortController();
    fetch(source, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ html?: unknown }>) : Promise.reject(new Error(String(res.status)))))
      .then((body) => setFetched(typeof body.html === 'string' ? body.html : ''))
      .catch(() => {
        if (!controller.signal.aborted) setFetched('<p>The figures cannot be shown just now. Please reload the page.</p>');
      });
    return () => controller.abort();
  }, [served, source]);
  const html = served ?? fetched ?? '<p>Loading the figures…</p>';
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
