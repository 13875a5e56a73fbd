import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { call, latestEmail, linkToken, login, registerGuest } from './accounts-helpers';
import type { TestContext } from './helpers';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const INWARD = 'ABDEFGHJLNPQRSTUWXYZ';
/** A valid-looking Hull postcode from the tag's bytes: `HU7 3QX`. */
function uniquePostcode(tag: string): string {
  const byte = (i: number) => parseInt(tag.slice(i * 2, i * 2 + 2), 16);
  return `HU${(byte(0) % 9) + 1} ${byte(1) % 10}${INWARD[byte(2) % 20]}${INWARD[byte(3) % 20]}`;
}

/**
 * A customer whose every detail is unique to them (names, e-mail, phone, postcode), so a search of
 * the whole database for them finds nothing of anyone else's; with a password set.
 */
export async function distinctCustomer(ctx: TestContext, password = 'correct horse battery staple') {
  const tag = randomBytes(4).toString('hex');
  const letters = tag.replace(/[0-9]/g, (d) => 'qwxzjkvyfg'[Number(d)] ?? 'q');
  const details = {
    firstname: `Zelda${letters}`,
    lastname: `Quorn${letters}`,
    email: `zelda.${tag}@example.com`,
    mobile_no: `07911 1${String(parseInt(tag.slice(0, 6), 16) % 100_000).padStart(5, '0')}`,
    addr: { address: `${parseInt(tag.slice(0, 2), 16) + 1} Wharf Lane`, city: 'Hull', postcode: uniquePostcode(tag) },
  };
  const guest = await registerGuest(ctx, details);
  const welcome = await latestEmail(ctx, guest.user.email, 'welcome-set-password');
  const res = await call(ctx, {
    method: 'PUT',
    url: `/api/user/password/reset/${linkToken(welcome.textBody)}`,
    payload: { password, confirmPassword: password },
  });
  if (res.statusCode !== 200) throw new Error(`set password failed: ${res.body}`);
  const { token } = await login(ctx, guest.user.email, password);
  return { ...guest, token, password, userId: guest.user._id, details };
}

/** Every table linked to `users` by foreign keys, directly or through other tables. */
export async function tablesReferringToUsers(ctx: TestContext): Promise<Set<string>> {
  const edges = rowsOf<{ child: string; parent: string }>(
    await ctx.database.db.execute(sql`
      select distinct tc.table_name as child, ccu.table_name as parent
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`),
  );
  const reached = new Set(['users']);
  for (let grew = true; grew;) {
    grew = false;
    for (const { child, parent } of edges) {
      if (reached.has(parent) && !reached.has(child)) {
        reached.add(child);
        grew = true;
      }
    }
  }
  return reached;
}

/** Every text, varchar and jsonb column of every table, as `table.column`, with its type. */
export async function textColumns(ctx: TestContext) {
  return rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await ctx.database.db.execute(sql`
      select c.table_name, c.column_name, c.data_type from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json')`),
  );
}

/** Where in the database a piece of text occurs (case-insensitive): `table.column` and the row's id or key. */
export async function whereTextOccurs(ctx: TestContext, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name, data_type } of await textColumns(ctx)) {
    const column = data_type.startsWith('json')
      ? sql`${sql.identifier(column_name)}::text`
      : sql.identifier(column_name);
    const rows = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where strpos(lower(${column}), lower(${needle})) > 0`,
      ),
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}
