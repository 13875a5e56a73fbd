import { Mutex, TransactionAbortedError, messages, types, type Results, type Transaction } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** What drizzle's PGlite driver (and anyone else here) may ask of a query. */
export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /** Parsers by type id, over PGlite's own (drizzle keeps dates and timestamps as text). */
  parsers?: Record<number, (value: string, typeId?: number) => unknown>;
  paramTypes?: number[];
}

/** A result as the worker sends it: rows as arrays of PostgreSQL's text. */
interface RawResult {
  rows: (string | null)[][];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
  command?: string;
  rowCount?: number;
}

interface DescribedError {
  /** A database error (PGlite's DatabaseError, whose `name` is the protocol's message name, "error"). */
  database: boolean;
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

interface Reply {
  id?: number;
  op?: 'ready' | 'failed';
  result?: RawResult;
  results?: RawResult[];
  error?: DescribedError;
}

type Request =
  | { op: 'query'; sql: string; params: unknown[]; paramTypes?: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'close' };

/** The worker's file: beside this module in the source tree; in `dist/` in the build (its chunks are in `dist/chunks/`). */
function workerFile(): URL {
  for (const candidate of ['./pglite-worker.mjs', '../pglite-worker.mjs']) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(url)) return url;
  }
  throw new Error(`pglite-worker.mjs is missing beside ${import.meta.url}`);
}

/** The error as PGlite threw it in the worker: a database error keeps its class and every field (SQLSTATE, constraint…). */
function errorFrom(described: DescribedError): Error {
  const error = described.database
    ? new messages.DatabaseError(described.message, 0, 'error')
    : Object.assign(new Error(described.message), { name: described.name });
  Object.assign(error, described.fields);
  if (described.stack) error.stack = described.stack;
  return error;
}

/**
 * PGlite run in a worker thread (`pglite-worker.mjs`), offering what drizzle's PGlite driver uses:
 * `query`, `exec` and `transaction`. Its WebAssembly start (about half a second) overlaps the
 * server's own start on the machine's other core, and its statements run off the thread that
 * serves requests. Each statement is one message each way; the rows come back as text and are
 * parsed here with PGlite's own parsers, so the answers are exactly PGlite's.
 *
 * Statements are sent as they come (the worker runs them in order), except while a transaction is
 * open: then only the transaction's own are sent, and the others wait for its end.
 */
export class PGliteThread {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  readonly #transactions = new Mutex();
  /** Resolves when the open transaction ends; null when none is open. */
  #transactionOpen: Promise<void> | null = null;
  readonly #parsers: Record<number, (value: string, typeId?: number) => unknown> = { ...types.parsers };
  readonly #exited: Promise<void>;
  #nextId = 1;
  #started!: { resolve: () => void; reject: (error: Error) => void };
  #failure: Error | null = null;
  #ready = false;
  #closing = false;
  #closed = false;

  /** `copyImageFrom`: a database image the worker copies into the new folder `dataDir` before opening it. */
  constructor(dataDir: string | null, startParams: string[], copyImageFrom?: string) {
    this.#worker = new Worker(workerFile(), { workerData: { dataDir, startParams, copyImageFrom } });
    this.#worker.on('message', (reply: Reply) => this.#onReply(reply));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#exited = new Promise((resolve) => {
      this.#worker.once('exit', (code) => {
        // A statement sent after the close was asked for has no answer to wait for.
        const closed = this.#closing || this.#closed;
        this.#fail(new Error(closed ? 'PGlite is closed' : `PGlite's worker thread stopped (exit code ${code})`));
        resolve();
      });
    });
    const started = new Promise<void>((resolve, reject) => {
      this.#started = { resolve, reject };
    });
    this.waitReady = started.then(async () => {
      await this.#initArrayTypes();
      this.#ready = true;
      if (this.#pending.size === 0) this.#worker.unref();
    });
    // Nothing is lost if the caller never waits: the first statement does.
    this.waitReady.catch(() => {});
  }

  get ready(): boolean {
    return this.#ready && !this.#closing && !this.#closed;
  }

  get closed(): boolean {
    return this.#closed;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: ThreadQueryOptions): Promise<Results<T>> {
    await this.#checkReady();
    await this.#outsideTransactions();
    return this.#query<T>(sql, params, options);
  }

  async exec(sql: string, options?: ThreadQueryOptions): Promise<Results[]> {
    await this.#checkReady();
    await this.#outsideTransactions();
    return this.#exec(sql, options);
  }

  /** As PGlite's: BEGIN, the callback's statements, COMMIT (or ROLLBACK when it throws or asks). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#checkReady();
    return this.#transactions.runExclusive(async () => {
      let end!: () => void;
      this.#transactionOpen = new Promise((resolve) => {
        end = resolve;
      });
      try {
        return await this.#inTransaction(callback);
      } finally {
        this.#transactionOpen = null;
        end();
      }
    });
  }

  /** Closes PGlite once the statements under way have finished (a clean shutdown: no recovery at the next start). */
  async close(): Promise<void> {
    await this.waitReady.catch(() => {});
    if (this.#closed || this.#failure) {
      this.#closed = true;
      await this.#worker.terminate();
      return;
    }
    await this.#transactions.runExclusive(async () => {
      this.#closing = true;
    });
    try {
      await this.#request({ op: 'close' });
      await this.#exited;
    } finally {
      this.#closing = false;
      this.#closed = true;
    }
  }

  async #inTransaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#exec('BEGIN');
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(sql: string, params?: unknown[], options?: ThreadQueryOptions) => {
        open();
        return this.#query<R>(sql, params ?? [], options);
      },
      sql: async () => {
        throw new Error('PGliteThread offers query() in a transaction, not sql``');
      },
      exec: async (sql: string, options?: ThreadQueryOptions) => {
        open();
        return this.#exec(sql, options);
      },
      rollback: async () => {
        open();
        await this.#exec('ROLLBACK');
        closed = true;
      },
      listen: async () => {
        throw new Error('PGliteThread does not offer LISTEN');
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        const [committed] = await this.#exec('COMMIT');
        if (committed?.command === 'ROLLBACK') throw Object.assign(new TransactionAbortedError(), { query: 'COMMIT' });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#exec('ROLLBACK');
      }
      throw error;
    }
  }

  async #query<T>(sql: string, params: unknown[], options?: ThreadQueryOptions): Promise<Results<T>> {
    const reply = await this.#request({ op: 'query', sql, params, paramTypes: options?.paramTypes });
    return this.#parse<T>(reply.result!, options);
  }

  async #exec(sql: string, options?: ThreadQueryOptions): Promise<Results[]> {
    const reply = await this.#request({ op: 'exec', sql });
    return reply.results!.map((result) => this.#parse(result, options));
  }

  /** The text rows parsed as PGlite's `parseResults` does, in the row mode asked for (objects by default). */
  #parse<T>(raw: RawResult, options?: ThreadQueryOptions): Results<T> {
    const { fields } = raw;
    // Each column's parser, found once per result (the caller's over PGlite's; text when neither has one).
    const columns = fields.map(({ dataTypeID }) => ({
      typeId: dataTypeID,
      parse: options?.parsers?.[dataTypeID] ?? this.#parsers[dataTypeID],
    }));
    const parsed = raw.rows.map((row) =>
      row.map((value, i): unknown => {
        const { typeId, parse } = columns[i]!;
        return value === null || !parse ? value : parse(value, typeId);
      }),
    );
    const rows =
      options?.rowMode === 'array'
        ? parsed
        : parsed.map((row) => Object.fromEntries(row.map((value, i) => [fields[i]!.name, value])));
    const result: Results<T> = { rows: rows as T[], fields, affectedRows: raw.affectedRows };
    if (raw.command !== undefined) result.command = raw.command;
    if (raw.rowCount !== undefined) result.rowCount = raw.rowCount;
    return result;
  }

  /** The array types' parsers, from the database's catalogue, as PGlite makes them at its start. */
  async #initArrayTypes(): Promise<void> {
    const arrays = await this.#query<{ oid: number; typarray: number }>(
      `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
       LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
       WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`,
      [],
    );
    for (const { oid, typarray } of arrays.rows) {
      this.#parsers[typarray] = (value) => types.arrayParser(value, this.#parsers[oid]!, typarray);
    }
  }

  async #checkReady(): Promise<void> {
    if (this.#closing) throw new Error('PGlite is closing');
    if (this.#closed) throw new Error('PGlite is closed');
    if (!this.#ready) await this.waitReady;
  }

  /** Waits while a transaction is open (its statements alone may be sent). */
  async #outsideTransactions(): Promise<void> {
    while (this.#transactionOpen) await this.#transactionOpen;
  }

  #request(request: Request): Promise<Reply> {
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
    else waiting.resolve(reply);
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    this.#started.reject(this.#failure);
    for (const waiting of this.#pending.values()) waiting.reject(this.#failure);
    this.#pending.clear();
  }
}
