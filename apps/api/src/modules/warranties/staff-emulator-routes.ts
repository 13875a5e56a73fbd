import { warrantyStatuses } from '@kestrel/domain/schemas/purchase';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStaff } from '../staff';
import type { WarrantiesContext } from './context';
import { setWarrantyFixture } from './warranty-fixture';

/**
 * Demo and test mode only (mounted with the emulators, never in production): test fixtures.
 * `/warranties/{id}` puts a warranty bought through the real purchase flow into any state at any
 * date (the back office changes status but never moves dates), so browser tests can show every
 * dashboard state. `/accounts` makes a staff account, as `npm run admin:create` does, for the
 * back office's browser tests, which cannot share the server's embedded database. `startDate` moves the cover (its expiry
 * follows from the plan's months); `purchasedAt` moves the day of purchase (the cooling-off clock).
 */
export const staffEmulatorRoutes: FastifyPluginAsyncZod<{ context: WarrantiesContext }> = async (app, { context }) => {
  app.post(
    '/accounts',
    {
      schema: {
        hide: true,
        body: z.strictObject({ email: z.string(), password: z.string(), firstname: z.string(), lastname: z.string() }),
      },
    },
    async (request, reply) => reply.code(201).send(await createStaff(context.db, request.body)),
  );

  app.post(
    '/warranties/:id',
    {
      schema: {
        hide: true,
        params: z.strictObject({ id: z.uuid() }),
        body: z.strictObject({
          status: z.enum(warrantyStatuses).optional(),
          startDate: z.iso.date().optional(),
          balanceDue: z.number().int().min(0).optional(),
          purchasedAt: z.iso.datetime().optional(),
        }),
      },
    },
    async (request) => setWarrantyFixture(context, request.params.id, request.body),
  );
};
