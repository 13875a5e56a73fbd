// A TCP proxy in front of a server (PostgreSQL here) that a script can cut and restore, so a
// running process loses its database without anything else on the machine noticing.
import net from 'node:net';

/**
 * Listens on a free loopback port and forwards to `target`. `cut('reset')` closes every
 * connection and resets new ones (the database went away); `cut('silent')` keeps connections
 * open but forwards nothing (a network partition: packets vanish); `restore()` forwards again.
 */
function drop({ client, upstream }, reset = false) {
  if (reset) client.resetAndDestroy();
  else client.destroy();
  upstream.destroy();
}

export async function startTcpProxy(target) {
  let mode = 'open';
  const pairs = new Set();
  const server = net.createServer((client) => {
    if (mode === 'reset') return client.resetAndDestroy();
    const upstream = net.connect(target);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      drop(pair);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk) => mode === 'open' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'open' && client.write(chunk));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    cut(how) {
      mode = how;
      if (how === 'reset') for (const pair of pairs) drop(pair, true);
    },
    restore() {
      // A silent cut leaves half-delivered protocol messages behind: those connections are dropped.
      if (mode === 'silent') for (const pair of pairs) drop(pair);
      mode = 'open';
    },
    close: () => {
      for (const pair of pairs) drop(pair);
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
