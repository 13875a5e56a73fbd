// The PGlite database in a worker thread of its own (`pglite-thread.ts` is the other end): its
// WebAssembly start runs on the second core while the server loads and builds its app, and its
// queries no longer run on the thread that serves requests. Plain JavaScript, so that Node.js
// runs it as it is from the source tree (the tests) and from the build (`dist/`).
//
// It answers three requests, one at a time, in the order they came:
//   { id, op: 'exec', message }  → { id, data }   the wire-protocol reply to a wire-protocol message
//   { id, op: 'close' }          → { id }         PGlite closed cleanly (a checkpoint written)
// and posts { op: 'ready' } once PGlite has started, or { op: 'failed', error } if it could not.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { name: 'Error', message: String(error) };
}

/** @type {import('@electric-sql/pglite').PGlite} */
let pglite;
try {
  pglite = new PGlite(workerData.dataDir ?? undefined, { startParams: workerData.startParams });
  await pglite.waitReady;
} catch (error) {
  parentPort.postMessage({ op: 'failed', error: describe(error) });
  process.exit(1);
}

// One request at a time: PGlite runs each message to completion, and the other end sends the
// next only after this one's reply (its own locks hold transactions together).
let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(() => answer(request));
});
parentPort.postMessage({ op: 'ready' });

/** @param {{ id: number, op: 'exec' | 'close', message?: Uint8Array }} request */
async function answer(request) {
  try {
    if (request.op === 'exec') {
      // PGlite reuses its receive buffer: the reply is copied out and its copy handed over.
      const data = (await pglite.execProtocolRaw(request.message, { syncToFs: false })).slice();
      parentPort.postMessage({ id: request.id, data }, [data.buffer]);
    } else if (request.op === 'close') {
      await pglite.close();
      parentPort.postMessage({ id: request.id });
      parentPort.close();
    }
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: describe(error) });
  }
}
