import { isRouteErrorResponse } from 'react-router';
import { Button } from '~/components/ui/button';

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** The router's fallback (spec §8): a failed script chunk, or 'Unexpected Application Error!'. */
export function AppError({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
        <h1 className="text-2xl font-bold text-navy">Loading chunk failed</h1>
        <p className="mt-3 text-muted">
          Part of this page could not be downloaded, perhaps because the site was updated or the connection dropped.
        </p>
        <Button onClick={() => window.location.reload()} className="mt-6">
          Reload the page
        </Button>
      </section>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold text-navy">Unexpected Application Error!</h1>
      <p className="mt-3 text-muted">{detail}</p>
      <a href="/" className="mt-6 inline-block font-semibold text-teal">
        Go to the home page
      </a>
    </section>
  );
}
