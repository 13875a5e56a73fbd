import Fastify, { type FastifyInstance } from 'fastify';
import { emulators, type EmulatorsOptions } from './plugin';

/** A stand-alone emulator server on a free loopback port, for adapter tests. */
export async function startEmulatorServer(
  options: EmulatorsOptions = {},
): Promise<{ app: FastifyInstance; baseUrl: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(emulators, { prefix: '/__emulators', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('Emulator server has no port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}/__emulators`, close: () => app.close() };
}
