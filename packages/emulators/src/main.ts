import { startEmulatorServer } from './server';

/*
 * The emulators as a process of their own (`tsx packages/emulators/src/main.ts [port]`), for the
 * load, fault and several-instance scripts: the API processes talk to it as they would to the
 * real providers, and it outlives a server killed with `kill -9`. Prints one line,
 * `emulators ready <base URL>`, once it listens; stops on SIGTERM or SIGINT.
 */
const port = Number(process.argv[2] ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Not a port: ${process.argv[2]}`);
  process.exit(2);
}
const server = await startEmulatorServer({ port });
console.log(`emulators ready ${server.baseUrl}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
