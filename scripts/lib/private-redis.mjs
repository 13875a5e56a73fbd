// A Redis server of the script's own (Debian's redis-server) on a free port, in memory only, that
// the script can stop and start again mid-run: what `npm run test:instances` takes away.
import { connect } from 'node:net';
import { spawnOwned } from './server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export async function startPrivateRedis({ port, binary = process.env.REDIS_SERVER ?? 'redis-server' }) {
  let child = null;
  let exited = Promise.resolve();
  const start = async () => {
    child = spawnOwned(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    exited = new Promise((resolve) => child.once('exit', resolve));
    for (let i = 0; !(await listening(port)); i += 1) {
      if (child.exitCode !== null || i > 100) throw new Error(`redis-server did not start on port ${port}`);
      await sleep(50);
    }
  };
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
