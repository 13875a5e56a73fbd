import type { FastifyPluginAsync } from 'fastify';
import { envelope, vehicleDataItems } from './responses';
import { findEmulatedVehicle, scriptedRegistrations } from './vehicles';

const SUPPORTED_PACKAGES = new Set(['VehicleData']);
const KEY_PATTERN = /^[A-Z0-9]{1,8}$/;

export interface UkvdEmulatorOptions {
  /** How long the scripted slow registration takes to answer, in ms. */
  slowMs?: number;
}

/**
 * UK Vehicle Data's legacy `datapackage` API: GET /api/datapackage/{Package}?v=2&api_nullitems=1
 * &auth_apikey=KEY&key_VRM=REG. Statuses travel in Response.StatusCode with HTTP 200, as the
 * provider does; a provider fault is an HTTP 500.
 */
export const ukvdEmulator: FastifyPluginAsync<UkvdEmulatorOptions> = async (app, options) => {
  const slowMs = options.slowMs ?? 3000;

  app.get<{ Params: { package: string }; Querystring: Record<string, string | undefined> }>(
    '/api/datapackage/:package',
    async (request, reply) => {
      const query = request.query;
      const rawVrm = query.key_VRM ?? query.key_vrm ?? '';
      const vrm = rawVrm.toUpperCase().replace(/\s/g, '');
      const packageId = request.params.package;

      // No source shows the provider's answer to a refused key [INFERRED]: a Failure status.
      // Any key is accepted except a missing one and the literal 'invalid'.
      if (!query.auth_apikey || query.auth_apikey === 'invalid') {
        return reply.code(200).send(envelope(vrm, packageId, 'Failure', null));
      }
      if (!SUPPORTED_PACKAGES.has(packageId)) return envelope(vrm, packageId, 'InvalidPackageId', null);
      if (!KEY_PATTERN.test(vrm)) return envelope(vrm, packageId, 'KeyInvalid', null);

      switch (vrm) {
        case scriptedRegistrations.providerError:
          return reply.code(500).type('text/plain').send('Internal Server Error');
        case scriptedRegistrations.unavailable:
          return envelope(vrm, packageId, 'ServiceUnavailable', null);
        case scriptedRegistrations.restricted:
          return envelope(vrm, packageId, 'InformationNotAvailable', null);
        case scriptedRegistrations.slow:
          await new Promise((resolve) => setTimeout(resolve, slowMs));
          return envelope(vrm, packageId, 'ItemNotFound', null);
        default:
          break;
      }

      const vehicle = findEmulatedVehicle(vrm);
      if (!vehicle) return envelope(vrm, packageId, 'ItemNotFound', null);
      return envelope(vrm, packageId, 'Success', vehicleDataItems(vehicle));
    },
  );
};
