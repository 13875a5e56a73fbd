import Fastify, { type FastifyInstance } from 'fastify';
import { emulators, type EmulatorsOptions } from './plugin';

/** A stand-alone emulator server on a loopback port (a free one by default), for adapter tests and scripts. */
export async function startEmulatorServer(
  options: EmulatorsOptions & { port?: number } = {},
): Promise<{ app: FastifyInstance; baseUrl: string; close: () => Promise<void> }> {
  const { port = 0, ...emulatorOptions } = options;
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(emulators, { prefix: '/__emulators', ...emulatorOptions });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('Emulator server has no port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}/__emulators`, close: () => app.close() };
}
