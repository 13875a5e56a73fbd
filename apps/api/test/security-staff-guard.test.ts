import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { call, login, registerGuest } from './accounts-helpers';
import { captureLog, createTestApp, type TestContext } from './helpers';
import { uploadPicture } from './picture-helpers';
import { newStaff, staffPassword, staffSignIn } from './staff-helpers';

const log = captureLog();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { logStream: log.stream });
});
afterAll(() => ctx.close());

const someId = '00000000-0000-4000-8000-000000000000';

describe('one guard for every staff capability', () => {
  it('walks every back-office route and every staff capability outside it, pictures included', async () => {
    const owner = await registerGuest(ctx);
    const picture = await uploadPicture(ctx, owner.token);
    const otherCustomer = await registerGuest(ctx);
    // A staff password through the customers' login: a session, but no second factor.
    const passwordOnly = await login(ctx, await newStaff(ctx), staffPassword);
    const staff = await staffSignIn(ctx);

    const capabilities = [...ctx.app.adminRoutes, ...ctx.app.staffCapabilities];
    expect(ctx.app.staffCapabilities).toContainEqual({ method: 'GET', url: '/api/user/profile-image/:id' });
    const pictureId = picture.split('/').at(-1) ?? '';
    for (const route of capabilities) {
      const isPicture = route.url === '/api/user/profile-image/:id';
      const url = route.url.replace(/:(\w+)/g, isPicture ? pictureId : someId);
      const request = {
        method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url,
        payload: route.method === 'GET' ? undefined : {},
      };
      const label = `${route.method} ${url}`;
      expect((await call(ctx, request)).statusCode, `${label} anonymous`).toBe(401);
      // A customer is told another customer's picture does not exist; a staff route is forbidden.
      const asCustomer = await call(ctx, { ...request, token: otherCustomer.token });
      expect(asCustomer.statusCode, `${label} customer`).toBe(isPicture ? 404 : 403);
      const halfSignedIn = await call(ctx, { ...request, token: passwordOnly.token });
      expect(halfSignedIn.statusCode, `${label} staff without a code`).toBe(403);
      expect(halfSignedIn.json().error.message, label).toContain('one-time code');
      const asStaff = await call(ctx, { ...request, token: staff.token });
      expect([401, 403], `${label} as staff`).not.toContain(asStaff.statusCode);
      expect(asStaff.statusCode, `${label} as staff`).toBeLessThan(500);
      if (isPicture) expect(asStaff.statusCode).toBe(200);
    }
  });

  it("a staff read of a customer's picture is audited and logged; a refused read is logged", async () => {
    const owner = await registerGuest(ctx);
    const picture = await uploadPicture(ctx, owner.token);
    const staff = await staffSignIn(ctx);
    const intruder = await registerGuest(ctx);
    expect((await call(ctx, { method: 'GET', url: picture, token: staff.token })).statusCode).toBe(200);
    expect((await call(ctx, { method: 'GET', url: picture, token: intruder.token })).statusCode).toBe(404);

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile-image.viewed'), eq(auditLog.subjectId, owner.user._id)));
    expect(audited).toHaveLength(1);
    const events = log.entries().flatMap((entry) => (entry.security ? [entry.security] : []));
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'staff-read', resource: 'profile-image', resourceId: owner.user._id }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'refused-read',
        userId: intruder.user._id,
        resource: 'profile-image',
        resourceId: picture.split('/').at(-1),
        route: '/api/user/profile-image/:id',
        ip: expect.stringMatching(/^10\./),
        at: expect.stringMatching(/Z$/),
      }),
    );
  });
});
