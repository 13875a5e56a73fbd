// The nginx settings docs/operations.md gives ("Example nginx configuration") and the
// several-instance proof runs (scripts/lib/nginx.mjs). tooling/checks/nginx-settings.test.ts
// compares this file with the page, so the two cannot drift apart. Why these values: the page.
// No imports: the check loads this file without starting anything.

/**
 * The parameters of each `server` line of the upstream. One failed attempt (a refused or reset
 * connection, a timeout) takes an instance out for fail_timeout; nginx then passes it one request
 * to try it again. nginx counts in whole seconds, so 1s keeps a restarted instance out for at
 * most 2 seconds, where 10s kept it out for up to 11.
 */
export const serverParameters = 'max_fails=1 fail_timeout=1s';

/**
 * The parameters of each instance's second `server` line, as a backup, which nginx never marks
 * failed. nginx turns to the backups only when it has marked every instance above failed: say
 * one is back from a restart but still within its fail_timeout, and the others are dead. Rather
 * than answer 502 "no live upstreams", it then tries each in turn and the live one answers.
 */
export const backupParameters = 'backup max_fails=0';

/** The upstream's other directives: keep-alive connections to the instances. */
export const upstreamDirectives = ['keepalive 32;'];

/** The directives of `location /`, in order. */
export const proxyDirectives = [
  'proxy_pass http://kestrel;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  // On a LAN a connection is made in a millisecond; a dead machine, which never answers, costs a
  // request 1 second before nginx tries the next instance, not the default 60.
  'proxy_connect_timeout 1s;',
  // nginx's default, written out: a request that failed on one instance goes to the next, except
  // a POST or PATCH that reached the instance, which must not run twice.
  'proxy_next_upstream error timeout;',
];
