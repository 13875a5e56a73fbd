import type { FastifyPluginAsync } from 'fastify';
import { gocardlessEmulator, type GocardlessEmulatorOptions } from './gocardless/plugin';
import { googleEmulator, type GoogleEmulatorOptions } from './google/plugin';
import { motHistoryEmulator, type MotHistoryEmulatorOptions } from './mot-history/plugin';
import { paypalEmulator, type PaypalEmulatorOptions } from './paypal/plugin';
import { ukvdEmulator, type UkvdEmulatorOptions } from './ukvd/plugin';

export interface EmulatorsOptions {
  ukvd?: UkvdEmulatorOptions;
  google?: GoogleEmulatorOptions;
  paypal?: PaypalEmulatorOptions;
  motHistory?: MotHistoryEmulatorOptions;
  gocardless?: GocardlessEmulatorOptions;
}

/**
 * Every third-party emulator, each under its own prefix, speaking the provider's own paths and
 * JSON below it. Mounted at /__emulators in demo and test mode, never in production.
 */
export const emulators: FastifyPluginAsync<EmulatorsOptions> = async (app, options) => {
  await app.register(ukvdEmulator, { prefix: '/ukvd', ...options.ukvd });
  await app.register(googleEmulator, { prefix: '/google', ...options.google });
  await app.register(paypalEmulator, { prefix: '/paypal', ...options.paypal });
  await app.register(motHistoryEmulator, { prefix: '/mot-history', ...options.motHistory });
  await app.register(gocardlessEmulator, { prefix: '/gocardless', ...options.gocardless });
};
