import { PGlite, TransactionAbortedError, messages, types } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from '../src/db/pglite-thread';

const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

describe('PGlite in a worker thread answers as PGlite does in the process', () => {
  let thread: PGliteThread;
  let local: PGlite;
  beforeAll(async () => {
    thread = new PGliteThread(null, startParams);
    local = new PGlite();
    const schema = `create table items (id serial primary key, name text not null unique, tags text[], made timestamptz, n numeric, doc jsonb)`;
    await Promise.all([thread.exec(schema), local.exec(schema)]);
  });
  afterAll(async () => {
    await thread.close();
    await local.close();
  });

  it.each([
    [
      'parameters of every common type',
      `insert into items (name, tags, made, n, doc) values ($1, $2, $3, $4, $5) returning *`,
      ['kettle', ['a', 'b,c', 'd"e'], new Date('2026-11-27T10:00:00Z'), '12.50', { k: [1, 2] }],
    ],
    [
      'nulls',
      `insert into items (name, tags, made, n, doc) values ($1, $2, $3, $4, $5) returning *`,
      ['toaster', null, null, null, null],
    ],
    ['a selection with no rows', `select * from items where name = $1`, ['nothing']],
    ['several rows, in order', `select name, tags from items order by id`, []],
  ])('%s', async (_case, query, params) => {
    const [threaded, inProcess] = [await thread.query(query, params), await local.query(query, params)];
    expect(threaded.rows).toEqual(inProcess.rows);
    expect(threaded.fields).toEqual(inProcess.fields);
    expect(threaded.affectedRows).toEqual(inProcess.affectedRows);
  });

  it('throws the database error PGlite throws, and goes on answering', async () => {
    const failing = (client: PGlite | PGliteThread) =>
      client.query(`insert into items (name) values ($1)`, ['kettle']).then(
        () => null,
        (error: { code?: string; constraint?: string; query?: string; message: string }) => error,
      );
    const [threaded, inProcess] = [await failing(thread), await failing(local)];
    expect(threaded).toBeInstanceOf(messages.DatabaseError);
    expect(threaded).toMatchObject({ code: '23505', constraint: 'items_name_key', query: inProcess?.query });
    expect(threaded?.message).toBe(inProcess?.message);
    expect({ ...threaded, stack: undefined }).toEqual({ ...inProcess, stack: undefined, queryOptions: undefined });
    expect((await thread.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('answers as PGlite in array mode with parsers of its own (as drizzle asks), bytes and several statements', async () => {
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const query = `select name, made, decode('00ff10', 'hex') as bytes from items order by id`;
    const [threaded, inProcess] = [await thread.query(query, [], options), await local.query(query, [], options)];
    expect(threaded.rows).toEqual(inProcess.rows);
    expect(typeof (threaded.rows[0] as unknown[])[1]).toBe('string');
    const statements = `update items set n = 1 where name = 'kettle'; select count(*)::int as n from items`;
    const [execThreaded, execInProcess] = [await thread.exec(statements), await local.exec(statements)];
    expect(execThreaded).toEqual(execInProcess);
  });

  it('refuses a COMMIT after a failed statement, as PGlite does', async () => {
    const aborted = thread.transaction(async (tx) => {
      await tx.query(`select 1/0`).catch(() => null);
    });
    await expect(aborted).rejects.toBeInstanceOf(TransactionAbortedError);
    expect((await thread.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('keeps a transaction together and rolls it back on an error', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(`insert into items (name) values ('rolled back')`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const outside = thread.query(`select count(*)::int as n from items where name = 'rolled back'`);
    const committed = thread.transaction(async (tx) => {
      await tx.query(`insert into items (name) values ('committed')`);
      return (await tx.query<{ n: number }>(`select count(*)::int as n from items`)).rows[0]?.n;
    });
    expect((await outside).rows).toEqual([{ n: 0 }]);
    expect(await committed).toBe(3);
  });

  it('answers many queries at once, each its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => thread.query<{ n: number }>('select $1::int * 2 as n', [i])),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });
});

describe('PGlite in a worker thread on a data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kestrel-pglite-thread-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what it wrote once closed, and refuses queries after', async () => {
    const first = new PGliteThread(dataDir, startParams);
    await first.exec(`create table kept (v text); insert into kept values ('written')`);
    // A statement asked for while the close is under way is answered or refused, never left waiting.
    const late = first.query<{ one: number }>('select 1 as one').then(
      (result) => result.rows,
      (error: Error) => error.message,
    );
    await first.close();
    expect([[{ one: 1 }], 'PGlite is closed', 'PGlite is closing']).toContainEqual(await late);
    expect(first.closed).toBe(true);
    await expect(first.query('select 1')).rejects.toThrow('PGlite is closed');

    const second = new PGliteThread(dataDir, startParams);
    expect((await second.query('select v from kept')).rows).toEqual([{ v: 'written' }]);
    await second.close();
  });

  it('rejects its queries when PGlite cannot start', async () => {
    const broken = new PGliteThread(join(dataDir, 'kept'), ['-c', 'no_such_setting=1']);
    await expect(broken.query('select 1')).rejects.toThrow('PGlite failed to initialize');
  });
});
