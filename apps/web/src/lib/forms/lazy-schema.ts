import { lazyChunk } from '~/lib/lazy-chunk';

/** A schema fetched on first use: `warm` on a form's first focus, `load` on submit (null when it cannot be fetched). */
export interface LazySchema<S> {
  load: () => Promise<S | null>;
  warm: () => void;
}

/**
 * The schemas of a module fetched on first use, one LazySchema per export picked out of it. The
 * module holds the shared zod schemas (the server's own), so Zod stays out of the pages' first load.
 */
export function lazySchemas<M>(importer: () => Promise<M>) {
  const chunk = lazyChunk(importer);
  return <S>(pick: (module: M) => S): LazySchema<S> => ({
    warm: chunk.warm,
    load: async () => {
      const module = await chunk.load();
      return module ? pick(module) : null;
    },
  });
}
