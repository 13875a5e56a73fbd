import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a script module in plain JavaScript, without type declarations.
import * as settings from '../../scripts/lib/nginx-settings.mjs';

/**
 * The nginx configuration docs/operations.md gives operators is the one `npm run test:instances`
 * proves: the upstream's server parameters and directives and the proxy directives of
 * `location /` are the same in the page and in scripts/lib/nginx-settings.mjs, and
 * scripts/lib/nginx.mjs sets none of its own.
 */
const { serverParameters, backupParameters, upstreamDirectives, proxyDirectives } = settings as {
  serverParameters: string;
  backupParameters: string;
  upstreamDirectives: string[];
  proxyDirectives: string[];
};
const root = fileURLToPath(new URL('../..', import.meta.url));
const page = readFileSync(`${root}/docs/operations.md`, 'utf8');
const section = page.slice(page.indexOf('### Example nginx configuration'));
const example = /```nginx\n([\s\S]*?)```/.exec(section)?.[1] ?? '';

/** The directives of the block opened by `opening` (a line of the example), comments left out. */
function block(opening: string): string[] {
  const lines = example.split('\n').map((line) => line.trim());
  const from = lines.indexOf(`${opening} {`);
  expect(from, `a block "${opening} {" in the example`).toBeGreaterThanOrEqual(0);
  const to = lines.indexOf('}', from);
  return lines.slice(from + 1, to).filter((line) => line !== '' && !line.startsWith('#'));
}

describe('the nginx settings of docs/operations.md and of the several-instance proof', () => {
  it('the page has an example configuration', () => expect(example).toContain('upstream kestrel'));

  it('gives each instance the parameters the proof runs, then again as a backup', () => {
    const servers = block('upstream kestrel')
      .filter((line) => line.startsWith('server '))
      .map((line) => /^server (\S+) (.*);$/.exec(line)?.slice(1) ?? []);
    const addresses = [...new Set(servers.map(([address]) => address))];
    expect(addresses.length).toBeGreaterThan(1);
    expect(servers).toEqual([
      ...addresses.map((address) => [address, serverParameters]),
      ...addresses.map((address) => [address, backupParameters]),
    ]);
  });

  it("gives the upstream's other directives", () =>
    expect(block('upstream kestrel').filter((line) => !line.startsWith('server '))).toEqual(upstreamDirectives));

  it('gives the proxy directives of location / in the same order', () =>
    expect(block('location /')).toEqual(proxyDirectives));

  it('scripts/lib/nginx.mjs takes them from nginx-settings.mjs and sets none of its own', () => {
    const script = readFileSync(`${root}/scripts/lib/nginx.mjs`, 'utf8');
    const code = script
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
      .join('\n');
    expect(script).toContain("from './nginx-settings.mjs'");
    expect(code).not.toMatch(
      /max_fails|fail_timeout|keepalive \d|proxy_(pass|set_header|http_version|next_upstream|connect_timeout|read_timeout)/,
    );
  });
});
