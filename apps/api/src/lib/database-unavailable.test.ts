import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the server refusing connections', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection reset', coded('read ECONNRESET', 'ECONNRESET')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a silent server at connect, or a pool with no free client in time',
      new Error('timeout exceeded when trying to connect'),
    ],
    ['a silent server mid-query', new Error('Query read timeout')],
    ['the server shutting down (57P01)', coded('terminating connection due to administrator command', '57P01')],
    ['the server starting up (57P03)', coded('the database system is starting up', '57P03')],
    ['too many connections (53300)', coded('sorry, too many clients already', '53300')],
    ['a connection exception (08006)', coded('connection failure', '08006')],
    ['a refused password (28P01)', coded('password authentication failed for user "kestrel"', '28P01')],
    ['an unknown role (28000)', coded('role "kestrel" does not exist', '28000')],
    ['no such database (3D000)', coded('database "kestrel" does not exist', '3D000')],
    [
      'a database not accepting connections (55000)',
      coded('database "kestrel" is not currently accepting connections', '55000'),
    ],
    ['a crash shutdown (57P02)', coded('terminating connection because of crash of another server process', '57P02')],
    ['a name that does not resolve', coded('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND')],
    ['any of those wrapped by Drizzle', wrapped(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', wrapped(coded('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error (42601)', coded('syntax error at or near "selec"', '42601')],
    ['a statement timeout (57014)', coded('canceling statement due to statement timeout', '57014')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
