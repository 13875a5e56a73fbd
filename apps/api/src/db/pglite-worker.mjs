// The PGlite database in a worker thread of its own (`pglite-thread.ts` is the other end): its
// WebAssembly start runs on the machine's second core while the server loads and builds its app,
// and its queries run off the thread that serves requests. Plain JavaScript, so that Node.js runs
// it as it is from the source tree (the tests) and from the build (`dist/`).
//
// One message each way per statement: PGlite's own query (its extended-protocol exchange, the
// parameters' serialising) runs here whole, and the rows go back as PostgreSQL's text, which the
// other end parses. A new data folder is first made a copy of the database image, when told to. Requests are answered one at a time, in the order they came:
//   { id, op: 'query', sql, params }  → { id, result }  one statement, rows as arrays of text
//   { id, op: 'exec', sql }           → { id, results } statements without parameters, each's result
//   { id, op: 'close' }               → { id }          PGlite closed cleanly (a checkpoint written)
// A statement that fails answers { id, error } with the database error's fields. Once PGlite has
// started it posts { op: 'ready' }, or { op: 'failed', error } if it could not.
import { PGlite, messages } from '@electric-sql/pglite';
import { cpSync, renameSync, rmSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';

// PostgreSQL's WebAssembly compiled by V8's baseline compiler (Liftoff) alone, without the
// optimising recompilation of its hot functions (TurboFan) that otherwise runs on the machine's
// cores throughout the start: PGlite's start takes half the CPU (0.4 against 0.8–1.2 s), and
// statements cost the same or less (measured over 23,500: 267–328 against 280–303 µs each), their
// time being mostly PGlite's JavaScript (docs/quality.md, "fifth pass: PGlite in a worker thread"). Set before
// PGlite compiles its module; V8's flags are the process's, and nothing else here runs WebAssembly
// of any size.
setFlagsFromString('--liftoff-only');

/** Every field of an error that can cross to the other thread (a database error's SQLSTATE, detail, constraint…). */
function describe(error) {
  if (!(error instanceof Error)) return { database: false, name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // a value that cannot be copied (a function) is left behind
    }
  }
  const database = error instanceof messages.DatabaseError;
  return { database, name: error.name, message: error.message, stack: error.stack, fields };
}

let pglite;
try {
  if (workerData.copyImageFrom) {
    // A new folder starts as a copy of the build's database image, made as pglite-image.ts's
    // copyImage makes it: to a sibling folder, renamed into place.
    const partial = `${workerData.dataDir}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(workerData.copyImageFrom, partial, { recursive: true });
    renameSync(partial, workerData.dataDir);
  }
  pglite = new PGlite(workerData.dataDir ?? undefined, { startParams: workerData.startParams });
  await pglite.waitReady;
} catch (error) {
  parentPort.postMessage({ op: 'failed', error: describe(error) });
  process.exit(1);
}

// The rows stay PostgreSQL's text: every type's parser here is the identity (the other end parses).
const asText = (value) => value;
pglite.parsers = new Proxy({}, { get: () => asText });

/** A result without what cannot cross or is not needed: rows as arrays, the fields' names and types. */
const plain = ({ rows, fields, affectedRows, command, rowCount }) => ({
  rows,
  fields,
  affectedRows,
  command,
  rowCount,
});

async function answer(request) {
  try {
    if (request.op === 'query') {
      const result = await pglite.query(request.sql, request.params, { rowMode: 'array' });
      parentPort.postMessage({ id: request.id, result: plain(result) });
    } else if (request.op === 'exec') {
      const results = await pglite.exec(request.sql, { rowMode: 'array' });
      parentPort.postMessage({ id: request.id, results: results.map(plain) });
    } else if (request.op === 'close') {
      await pglite.close();
      parentPort.postMessage({ id: request.id });
      parentPort.close();
    }
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: describe(error) });
  }
}

// In order, one at a time: the other end keeps a transaction's statements together by sending no
// other statement until it has ended.
let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(() => answer(request));
});
parentPort.postMessage({ op: 'ready' });
