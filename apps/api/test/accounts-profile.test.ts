import sharp from 'sharp';
import { multipart, photo } from './picture-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { call, registerGuest } from './accounts-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' });
});
afterAll(() => ctx.close());

const details = {
  firstname: 'Priyanka',
  lastname: 'Shah-Jones',
  mobile_no: '020 7946 0958',
  addr: { address: '3 Mill Lane', city: 'York', postcode: 'yo1 7hh' },
};

describe('GET and PUT the profile', () => {
  it('updates names, phone and address, keeping the e-mail and role', async () => {
    const { token, user } = await registerGuest(ctx);
    const res = await call(ctx, {
      method: 'PUT',
      url: '/api/user/update-profile',
      token,
      payload: { ...details, email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Profile Updated Successfully',
      user: expect.objectContaining({
        firstname: 'Priyanka',
        lastname: 'Shah-Jones',
        email: user.email,
        mobile_no: '020 7946 0958',
        addr: { address: '3 Mill Lane', city: 'York', postcode: 'YO1 7HH' },
        role: 'customer',
      }),
    });
    const profile = await call(ctx, { method: 'GET', url: '/api/user/profile', token });
    expect(profile.json().user.firstname).toBe('Priyanka');
  });

  it('refuses to change the e-mail', async () => {
    const { token } = await registerGuest(ctx);
    const res = await call(ctx, {
      method: 'PUT',
      url: '/api/user/update-profile',
      token,
      payload: { ...details, email: 'new@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toMatch(/cannot be changed/);
  });

  it.each([{ role: 'staff' }, { passwordHash: 'x' }, { _id: '00000000-0000-0000-0000-000000000000' }])(
    'refuses a field a customer may not set: %j',
    async (extra) => {
      const { token } = await registerGuest(ctx);
      const res = await call(ctx, {
        method: 'PUT',
        url: '/api/user/update-profile',
        token,
        payload: { ...details, ...extra },
      });
      expect(res.statusCode).toBe(400);
      const profile = await call(ctx, { method: 'GET', url: '/api/user/profile', token });
      expect(profile.json().user.role).toBe('customer');
    },
  );

  it("changes only the token holder's own profile, whoever else is named", async () => {
    const alice = await registerGuest(ctx);
    const bob = await registerGuest(ctx);
    const res = await call(ctx, {
      method: 'PUT',
      url: '/api/user/update-profile',
      token: bob.token,
      payload: { ...details, email: alice.user.email },
    });
    expect(res.statusCode).toBe(400);
    const aliceProfile = await call(ctx, { method: 'GET', url: '/api/user/profile', token: alice.token });
    expect(aliceProfile.json().user.firstname).toBe('Priya');
  });

  it('answers 401 without a session', async () => {
    expect((await call(ctx, { method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
    expect((await call(ctx, { method: 'PUT', url: '/api/user/update-profile', payload: details })).statusCode).toBe(
      401,
    );
  });
});

const upload = (token: string, body: ReturnType<typeof multipart>) =>
  call(ctx, { method: 'PUT', url: '/api/user/update-profile/image', token, ...body });

describe('PUT /api/user/update-profile/image', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    're-encodes a %s as a 512 px WebP served to its owner only',
    async (format) => {
      const alice = await registerGuest(ctx);
      const bob = await registerGuest(ctx);
      const res = await upload(alice.token, multipart(await photo(format), `me.${format}`, `image/${format}`));
      expect(res.statusCode).toBe(200);
      const { user, message } = res.json();
      expect(message).toBe('Profile picture updated successfully');
      expect(user.profile_img).toMatch(/^\/api\/user\/profile-image\/[0-9a-f-]{36}$/);

      const image = await call(ctx, { method: 'GET', url: user.profile_img, token: alice.token });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-security-policy']).toContain('sandbox');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

      expect((await call(ctx, { method: 'GET', url: user.profile_img, token: bob.token })).statusCode).toBe(404);
      expect((await call(ctx, { method: 'GET', url: user.profile_img })).statusCode).toBe(401);
    },
  );

  it('replaces the old picture', async () => {
    const { token } = await registerGuest(ctx);
    const first = (await upload(token, multipart(await photo('png'), 'a.png', 'image/png'))).json().user.profile_img;
    const second = (await upload(token, multipart(await photo('jpeg'), 'b.jpg', 'image/jpeg'))).json().user.profile_img;
    expect(second).not.toBe(first);
    expect((await call(ctx, { method: 'GET', url: first, token })).statusCode).toBe(404);
    expect((await call(ctx, { method: 'GET', url: '/api/user/profile', token })).json().user.profile_img).toBe(second);
  });

  it.each([
    ['an HTML file named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    [
      'a GIF',
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      'x.gif',
      'image/gif',
    ],
    ['an empty file', Buffer.alloc(0), 'x.png', 'image/png'],
  ])('refuses %s with a message', async (_label, file, filename, type) => {
    const { token } = await registerGuest(ctx);
    const res = await upload(token, multipart(file, filename, type));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please choose a JPEG, PNG or WebP picture.');
    expect((await call(ctx, { method: 'GET', url: '/api/user/profile', token })).json().user.profile_img).toBeNull();
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const { token } = await registerGuest(ctx);
    const big = Buffer.concat([await photo('png'), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(token, multipart(big, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Your picture must be 5 MB or smaller.');
  });

  it('stores a name like ../../x under a generated id', async () => {
    const { token } = await registerGuest(ctx);
    const res = await upload(token, multipart(await photo('png'), '../../x', 'image/png'));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profile_img).toMatch(/\/[0-9a-f-]{36}$/);
  });

  it('answers 400 when no file is sent, 415 for JSON, 401 without a session', async () => {
    const { token } = await registerGuest(ctx);
    expect((await upload(token, multipart(await photo('png'), 'a.png', 'image/png', 'other'))).statusCode).toBe(400);
    const json = await call(ctx, {
      method: 'PUT',
      url: '/api/user/update-profile/image',
      token,
      payload: { profile_img: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await call(ctx, {
      method: 'PUT',
      url: '/api/user/update-profile/image',
      ...multipart(await photo('png'), 'a.png', 'image/png'),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a picture id that does not exist or is not an id', async () => {
    const { token } = await registerGuest(ctx);
    expect(
      (await call(ctx, { method: 'GET', url: '/api/user/profile-image/00000000-0000-4000-8000-000000000000', token }))
        .statusCode,
    ).toBe(404);
    expect((await call(ctx, { method: 'GET', url: '/api/user/profile-image/..%2F..%2Fetc', token })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/config', () => {
  it('tells the browser where Google sign-in starts, and no secret', async () => {
    const res = await call(ctx, { method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      google: {
        clientId: 'kestrel-demo.apps.googleusercontent.com',
        authorizeUrl: `${ctx.emulatorBaseUrl}/google/o/oauth2/v2/auth`,
        demo: true,
      },
      paypal: { mode: 'emulator', clientId: null },
      // Demo mode pays monthly through the GoCardless emulator.
      monthlyPayments: true,
    });
  });
});
