import sharp from 'sharp';
import { call } from './accounts-helpers';
import type { TestContext } from './helpers';

/** A multipart body with one file, as a browser's form sends it. */
export function multipart(file: Buffer, filename: string, contentType: string, field = 'profile_img') {
  const boundary = `----kestrel${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const photo = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

/** Uploads a picture for a signed-in user and answers its URL. */
export async function uploadPicture(ctx: TestContext, token: string): Promise<string> {
  const res = await call(ctx, {
    method: 'PUT',
    url: '/api/user/update-profile/image',
    token,
    ...multipart(await photo('png'), 'me.png', 'image/png'),
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ user: { profile_img: string } }>().user.profile_img;
}
