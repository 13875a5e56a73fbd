import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { emulators, type EmulatorsOptions } from './plugin';

/** Shared by the emulators' tests: the emulators mounted as the site mounts them, and calls to one of them. */
export async function emulatorsTestApp(options: EmulatorsOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(emulators, { prefix: '/__emulators', ...options });
  app.post('/elsewhere', async (request) => ({ body: request.body }));
  await app.ready();
  return app;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/** A call below one emulator's base, with the headers its API wants and the test's own. */
export function emulatorCall(
  app: FastifyInstance,
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...headers, ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as Record<string, unknown> } : {}),
  });
}

/** A test control of one emulator (`${base}/__control…`): GET without a body, POST with one. */
export const controlCall = (app: FastifyInstance, base: string, path: string, body?: unknown) =>
  app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `${base}/__control${path}`,
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
