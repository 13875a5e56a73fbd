import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** V8's WebAssembly compiler: Node's types declare WebAssembly's types but not the global itself. */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
};

/** PGlite's two big files, read and compiled ahead of opening it. */
export interface PglitePreload {
  wasmModule: Promise<WebAssembly.Module>;
  fsBundle: Promise<Blob>;
}

/**
 * Starts reading PGlite's WebAssembly (9 MB) and its file-system bundle (6 MB) and compiling the
 * WebAssembly, which V8 does on background threads. The server's entry calls this before the rest
 * of the server is even evaluated, so the compile (about 140 ms) overlaps the module loading
 * instead of following it (docs/quality.md, cold start). The promises never reject: a failure
 * leaves PGlite to load the files itself, as it does without this.
 */
export function preloadPglite(): PglitePreload | null {
  try {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const wasmModule = readFile(join(dist, 'pglite.wasm')).then((bytes) => wasm.compile(bytes));
    const fsBundle = readFile(join(dist, 'pglite.data')).then((bytes) => new Blob([bytes]));
    // Handled here so that an unused or failed preload is never an unhandled rejection.
    wasmModule.catch(() => {});
    fsBundle.catch(() => {});
    return { wasmModule, fsBundle };
  } catch {
    return null;
  }
}

/** PGlite's options for what was preloaded, or none when the preload failed. */
export async function preloadedOptions(
  preload: PglitePreload | null | undefined,
): Promise<{ pgliteWasmModule?: WebAssembly.Module; fsBundle?: Blob }> {
  if (!preload) return {};
  try {
    const [pgliteWasmModule, fsBundle] = await Promise.all([preload.wasmModule, preload.fsBundle]);
    return { pgliteWasmModule, fsBundle };
  } catch {
    return {};
  }
}
