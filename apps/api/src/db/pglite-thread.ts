import {
  Mutex,
  PGlite,
  messages,
  protocol,
  type ExecProtocolOptions,
  type ExecProtocolOptionsStream,
  type ExecProtocolResult,
} from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

type BackendMessage = ExecProtocolResult['messages'][number];

/**
 * PGlite's own query layer (`BasePGlite`: the extended-protocol round trips, the parsers and
 * serialisers, transactions over its two locks), which PGlite does not export by name. Everything
 * it does goes through the wire-protocol methods a subclass provides.
 */
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => Pick<
  PGlite,
  'query' | 'sql' | 'exec' | 'transaction' | 'describeQuery' | 'runExclusive' | 'parsers' | 'serializers'
> & { _initArrayTypes(): Promise<void> };

/** The worker's file: beside this module in the source tree; in `dist/` in the build (its chunks are in `dist/chunks/`). */
function workerFile(): URL {
  for (const candidate of ['./pglite-worker.mjs', '../pglite-worker.mjs']) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(url)) return url;
  }
  throw new Error(`pglite-worker.mjs is missing beside ${import.meta.url}`);
}

interface Reply {
  id?: number;
  op?: 'ready' | 'failed';
  data?: Uint8Array;
  error?: { name: string; message: string; stack?: string };
}

function errorFrom(described: NonNullable<Reply['error']>): Error {
  const error = new Error(described.message);
  error.name = described.name;
  if (described.stack) error.stack = described.stack;
  return error;
}

/**
 * PGlite run in a worker thread (`pglite-worker.mjs`), with PGlite's own query layer on this
 * thread: drizzle sees a PGlite. Its WebAssembly start (about 300 ms) overlaps the server's own
 * start on the machine's other core, and its queries run off the thread that serves requests.
 * Only wire-protocol bytes cross between the threads; the parsing, the serialising and the locks
 * that keep a transaction's statements together stay here, exactly as PGlite does them.
 *
 * Not offered: LISTEN/NOTIFY and `/dev/blob` (COPY to or from a Blob), which the server does not use.
 */
export class PGliteThread extends BasePGlite {
  readonly debug = 0;
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (data: Uint8Array) => void; reject: (error: Error) => void }>();
  readonly #queryLock = new Mutex();
  readonly #transactionLock = new Mutex();
  readonly #exited: Promise<void>;
  #nextId = 1;
  #started!: { resolve: () => void; reject: (error: Error) => void };
  #failure: Error | null = null;
  #ready = false;
  #closing = false;
  #closed = false;
  /** Lets the one query of the start (the array types) past `_checkReady`. */
  #startQueryPass = false;

  constructor(dataDir: string | null, startParams: string[]) {
    super();
    this.#worker = new Worker(workerFile(), { workerData: { dataDir, startParams } });
    this.#worker.on('message', (reply: Reply) => this.#onReply(reply));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#exited = new Promise((resolve) => {
      this.#worker.once('exit', (code) => {
        if (!this.#closing && !this.#closed)
          this.#fail(new Error(`PGlite's worker thread stopped (exit code ${code})`));
        resolve();
      });
    });
    const started = new Promise<void>((resolve, reject) => {
      this.#started = { resolve, reject };
    });
    this.waitReady = started.then(async () => {
      // PGlite's own start reads the array types' ids for its serialisers; these are this side's.
      this.#startQueryPass = true;
      await this._initArrayTypes();
      this.#ready = true;
      if (this.#pending.size === 0) this.#worker.unref();
    });
    // Nothing is lost if the caller never waits: the first query does.
    this.waitReady.catch(() => {});
  }

  get ready(): boolean {
    return this.#ready && !this.#closing && !this.#closed;
  }

  get closed(): boolean {
    return this.#closed;
  }

  async _checkReady(): Promise<void> {
    if (this.#closing) throw new Error('PGlite is closing');
    if (this.#closed) throw new Error('PGlite is closed');
    if (this.#startQueryPass) {
      this.#startQueryPass = false;
      return;
    }
    if (!this.#ready) await this.waitReady;
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryLock.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionLock.runExclusive(fn);
  }

  async execProtocolRaw(message: Uint8Array, _options: ExecProtocolOptions = {}): Promise<Uint8Array> {
    return this.#request({ op: 'exec', message });
  }

  async execProtocolRawStream(message: Uint8Array, { onRawData }: ExecProtocolOptionsStream): Promise<void> {
    onRawData(await this.execProtocolRaw(message));
  }

  /** As PGlite's: the messages of the reply, the first error thrown (unless told not to) and the notices reported. */
  async execProtocolStream(
    message: Uint8Array,
    { throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<BackendMessage[]> {
    return (await this.execProtocol(message, { throwOnError, onNotice })).messages;
  }

  async execProtocol(
    message: Uint8Array,
    { throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<ExecProtocolResult> {
    const data = await this.execProtocolRaw(message);
    const results: BackendMessage[] = [];
    const found: { error?: messages.DatabaseError } = {};
    new protocol.Parser().parse(data, (reply: BackendMessage) => {
      if (found.error) return;
      if (reply instanceof messages.DatabaseError) {
        if (throwOnError) found.error = reply;
      } else if (reply instanceof messages.NoticeMessage) {
        onNotice?.(reply);
      }
      results.push(reply);
    });
    if (found.error) throw found.error;
    return { messages: results, data };
  }

  /** PGlite's Node.js file systems (memory, a folder) write through: there is nothing to flush. */
  async syncToFs(): Promise<void> {}

  async _handleBlob(blob?: Blob | File): Promise<void> {
    if (blob) throw new Error('PGliteThread does not offer /dev/blob');
  }

  async _cleanupBlob(): Promise<void> {}

  async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  async listen(): Promise<never> {
    throw new Error('PGliteThread does not offer LISTEN');
  }

  /** Closes PGlite once the statements under way have finished (a clean shutdown: no recovery at the next start). */
  async close(): Promise<void> {
    await this._checkReady();
    await this.#transactionLock.runExclusive(() =>
      this.#queryLock.runExclusive(async () => {
        this.#closing = true;
      }),
    );
    try {
      await this.#request({ op: 'close' });
      await this.#exited;
    } finally {
      this.#closing = false;
      this.#closed = true;
    }
  }

  #request(request: { op: 'exec'; message: Uint8Array } | { op: 'close' }): Promise<Uint8Array> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // Busy, the worker keeps the process alive; idle, it does not (an idle database connection).
      if (this.#pending.size === 1 && this.#ready) this.#worker.ref();
      this.#worker.postMessage({ id, ...request });
    });
  }

  #onReply(reply: Reply): void {
    if (reply.op === 'ready') return this.#started.resolve();
    if (reply.op === 'failed') return this.#fail(errorFrom(reply.error!));
    const waiting = this.#pending.get(reply.id!);
    if (!waiting) return;
    this.#pending.delete(reply.id!);
    if (this.#pending.size === 0 && this.#ready) this.#worker.unref();
    if (reply.error) waiting.reject(errorFrom(reply.error));
    else waiting.resolve(reply.data ?? new Uint8Array(0));
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    this.#started.reject(this.#failure);
    for (const waiting of this.#pending.values()) waiting.reject(this.#failure);
    this.#pending.clear();
  }
}
