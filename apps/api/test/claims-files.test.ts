import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, claimFiles, claims } from '../src/db/schema';
import sharp from 'sharp';
import PDFDocument from 'pdfkit';
import { CLAIM_FILES_MAX, claimFileMessages } from '@kestrel/domain/claims/claim-files';
import type { AdminClaimAnswer, GarageClaimAnswer, MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { call, registerGuest } from './accounts-helpers';
import { claimUpload, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import type { TestContext } from './helpers';
import { photo } from './picture-helpers';
import { appWithStaff } from './staff-helpers';

let ctx: TestContext;
let team: { token: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

type Upload = ReturnType<typeof claimUpload>;
const customerUpload = (token: string, claimId: string, body: Upload) =>
  call(ctx, { method: 'POST', url: `/api/claims/my-claims/${claimId}/files`, token, ...body });
const garageUpload = (garageToken: string, body: Upload) =>
  call(ctx, { method: 'POST', url: `/api/garage/claims/${garageToken}/files`, ...body });

function pdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Estimate 1042: clutch kit £300.00, labour 4 hours');
    doc.end();
  });
}

const scriptedPdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

async function claimInForce() {
  const bought = await warrantyInForce(ctx);
  const made = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
  return { token: bought.customer.token, ...made };
}

describe('claim files', () => {
  it('a photo is re-encoded without its EXIF; the garage sends a PDF estimate; each party downloads what it may', async () => {
    const { token, claim, garageToken } = await claimInForce();
    const withExif = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#369' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Jo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const res = await customerUpload(
      token,
      claim.id,
      claimUpload(withExif, '../../dashboard warning.JPG', 'image/jpeg'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const mine = res.json<MyClaimAnswer>().claim;
    expect(mine.files).toHaveLength(1);
    expect(mine.files[0]).toMatchObject({
      kind: 'photo',
      filename: 'dashboard warning.jpg',
      contentType: 'image/jpeg',
      uploadedBy: 'customer',
    });
    expect(mine.filesLeft).toBe(CLAIM_FILES_MAX - 1);
    expect(mine.timeline.at(-1)).toMatchObject({ kind: 'file-added', note: 'Photo: dashboard warning.jpg' });

    const download = await call(ctx, { url: mine.files[0]!.url, token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="dashboard warning.jpg"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const kept = await sharp(download.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
    expect(kept.exif).toBeUndefined();

    const estimate = await garageUpload(
      garageToken,
      claimUpload(await pdf(), 'estimate 1042.pdf', 'application/pdf', 'estimate'),
    );
    expect(estimate.statusCode, estimate.body).toBe(201);
    const garageView = estimate.json<GarageClaimAnswer>();
    // The garage sees what it sent, not the customer's photo.
    expect(garageView.files.map((f) => f.filename)).toEqual(['estimate 1042.pdf']);
    const pdfFile = garageView.files[0]!;
    const garageDownload = await call(ctx, { url: pdfFile.url });
    expect(garageDownload.headers['content-type']).toBe('application/pdf');
    expect(garageDownload.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(ctx, { url: `/api/garage/claims/${garageToken}/files/${mine.files[0]!.id}` })).statusCode).toBe(
      404,
    );

    const staffView = (
      await call(ctx, { url: `/api/admin/claims/${claim.id}`, token: team.token })
    ).json<AdminClaimAnswer>().claim;
    expect(staffView.files.map((f) => f.kind)).toEqual(['photo', 'estimate']);
    for (const file of staffView.files) {
      expect(file.url).toMatch(new RegExp(`^/api/admin/claims/${claim.id}/files/`));
      expect((await call(ctx, { url: file.url, token: team.token })).statusCode).toBe(200);
    }
    const customerNow = (await call(ctx, { url: `/api/claims/my-claims/${claim.id}`, token })).json<MyClaimAnswer>();
    expect(customerNow.claim.files.map((f) => f.uploadedBy)).toEqual(['customer', 'garage']);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
      claimFileMessages.notAccepted,
    ],
    [
      'an HTML file renamed .jpg',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'photo.jpg',
      'image/jpeg',
      claimFileMessages.notAccepted,
    ],
    ['a PDF with JavaScript', scriptedPdf, 'estimate.pdf', 'application/pdf', claimFileMessages.pdfActive],
    [
      'a GIF',
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      'x.gif',
      'image/gif',
      claimFileMessages.notAccepted,
    ],
    [
      "an iPhone's HEIC (HEVC, which the image library cannot decode)",
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(256)]),
      'IMG_0042.HEIC',
      'image/heic',
      claimFileMessages.heic,
    ],
    [
      'a JPEG that is not one inside',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]),
      'x.jpg',
      'image/jpeg',
      claimFileMessages.unreadableImage,
    ],
  ])('refuses %s with 415 and says what is accepted', async (_label, file, filename, type, message) => {
    const { token, claim } = await claimInForce();
    const res = await customerUpload(token, claim.id, claimUpload(file, filename, type));
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().error).toMatchObject({ message, fields: { file: message } });
    const after = (await call(ctx, { url: `/api/claims/my-claims/${claim.id}`, token })).json<MyClaimAnswer>();
    expect(after.claim.files).toEqual([]);
  });

  it('refuses a 30 MB image with 413 and the limit in words', async () => {
    const { token, claim } = await claimInForce();
    const big = Buffer.concat([await photo('png'), Buffer.alloc(30 * 1024 * 1024)]);
    const res = await customerUpload(token, claim.id, claimUpload(big, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error.message).toBe('Each file must be 10 MB or smaller.');
  });

  it('takes ten files a claim and refuses the eleventh', async () => {
    const { token, claim, garageToken } = await claimInForce();
    const image = await photo('png');
    for (let i = 0; i < CLAIM_FILES_MAX - 1; i += 1) {
      expect((await customerUpload(token, claim.id, claimUpload(image, `p${i}.png`, 'image/png'))).statusCode).toBe(
        201,
      );
    }
    const tenth = await garageUpload(garageToken, claimUpload(image, 'tenth.png', 'image/png'));
    expect(tenth.json<GarageClaimAnswer>().filesLeft).toBe(0);
    const eleventh = await customerUpload(token, claim.id, claimUpload(image, 'p11.png', 'image/png'));
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json<ErrorBody>().error.message).toBe(claimFileMessages.tooMany);
  });

  it('an upload waits for the claim row, so a file added meanwhile counts and no eleventh is kept', async (test) => {
    // PGlite has one connection, so nothing overlaps there; PostgreSQL shows the lock doing its work.
    if (ctx.database.kind !== 'postgres') test.skip();
    const { token, claim } = await claimInForce();
    const image = await photo('png');
    for (let i = 0; i < CLAIM_FILES_MAX - 1; i += 1) {
      await customerUpload(token, claim.id, claimUpload(image, `p${i}.png`, 'image/png'));
    }
    const { db } = ctx.database;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Another request's transaction holds the claim row and adds the tenth file.
    const holder = db.transaction(async (tx) => {
      await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, claim.id)).for('update');
      await released;
      await tx.insert(claimFiles).values({
        claimId: claim.id,
        kind: 'photo',
        uploadedBy: 'garage',
        filename: 'tenth.jpg',
        contentType: 'image/jpeg',
        size: image.length,
        data: image,
      });
    });
    const upload = customerUpload(token, claim.id, claimUpload(image, 'eleventh.png', 'image/png'));
    // Until the upload's transaction waits on the row (the server holds it while it counts).
    const waiting = sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
    for (let tries = 0; ; tries += 1) {
      if (tries > 500) throw new Error('the upload never waited for the claim row');
      const result: unknown = await db.execute(waiting);
      if ((result as { rows: { n: number }[] }).rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await holder;
    const res = await upload;
    expect(res.statusCode).toBe(409);
    const files = await db.select({ id: claimFiles.id }).from(claimFiles).where(eq(claimFiles.claimId, claim.id));
    expect(files).toHaveLength(CLAIM_FILES_MAX);
  });

  it("another customer's claim and files are 404; a garage link reaches only its claim; the wrong kind or no file is 400", async () => {
    const a = await claimInForce();
    const b = await claimInForce();
    const other = await registerGuest(ctx);
    const uploaded = (
      await customerUpload(a.token, a.claim.id, claimUpload(await photo('jpeg'), 'a.jpg', 'image/jpeg'))
    ).json<MyClaimAnswer>().claim.files[0]!;

    expect(
      (await customerUpload(other.token, a.claim.id, claimUpload(await photo('png'), 'x.png', 'image/png'))).statusCode,
    ).toBe(404);
    expect((await call(ctx, { url: uploaded.url, token: other.token })).statusCode).toBe(404);
    expect((await call(ctx, { url: uploaded.url })).statusCode).toBe(401);
    // The file through another claim of the same customer's scope is not found either.
    expect(
      (await call(ctx, { url: `/api/claims/my-claims/${b.claim.id}/files/${uploaded.id}`, token: b.token })).statusCode,
    ).toBe(404);
    expect((await call(ctx, { url: `/api/garage/claims/${b.garageToken}/files/${uploaded.id}` })).statusCode).toBe(404);
    // The claims team's addresses of a claim's documents are staff only: 403 to any customer
    // (SECURITY.md B7, every /api/admin route), the claim's own customer included.
    for (const token of [other.token, a.token]) {
      for (const url of [
        `/api/admin/claims/${a.claim.id}/files/${uploaded.id}`,
        `/api/admin/claims/${a.claim.id}/letter`,
      ]) {
        expect((await call(ctx, { url, token })).statusCode, url).toBe(403);
      }
    }
    const afterOther = (
      await call(ctx, { url: `/api/claims/my-claims/${a.claim.id}`, token: a.token })
    ).json<MyClaimAnswer>();
    expect(afterOther.claim.files).toHaveLength(1);

    const wrongKind = await customerUpload(
      a.token,
      a.claim.id,
      claimUpload(await pdf(), 'inv.pdf', 'application/pdf', 'invoice'),
    );
    expect(wrongKind.statusCode).toBe(400);
    const noFile = await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${a.claim.id}/files`,
      token: a.token,
      payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="kind"\r\n\r\nphoto\r\n--b--\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<ErrorBody>().error.fields?.file).toBe(claimFileMessages.noFile);
    const json = await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${a.claim.id}/files`,
      token: a.token,
      payload: { kind: 'photo' },
    });
    expect(json.statusCode).toBe(415);
    expect((await garageCall(ctx, a.garageToken)).json<GarageClaimAnswer>().files).toEqual([]);
  });

  it('answers a malformed or oversized multipart body with a 4xx, never a 5xx', async () => {
    const { token, claim, garageToken } = await claimInForce();
    const url = `/api/claims/my-claims/${claim.id}/files`;
    const image = await photo('png');
    const bodies: { payload: string | Buffer; type: string }[] = [
      { payload: 'x', type: 'multipart/form-data' },
      { payload: 'garbage', type: 'multipart/form-data; boundary=xyz' },
      {
        payload: '--xyz\r\nContent-Disposition: form-data; name="kind"\r\n\r\nphoto',
        type: 'multipart/form-data; boundary=xyz',
      },
      { payload: claimUpload(image, 'a.png', 'image/png', 'nonsense').payload, type: '' },
      {
        payload: Buffer.concat([
          claimUpload(image, 'a.png', 'image/png').payload,
          claimUpload(image, 'b.png', 'image/png').payload,
        ]),
        type: 'multipart/form-data; boundary=unused',
      },
    ];
    for (const { payload, type } of bodies) {
      const res = await call(ctx, { method: 'POST', url, token, payload, headers: { 'content-type': type } });
      expect(res.statusCode, `${type}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json<ErrorBody>().error.message).toBeTruthy();
    }
    // Two files in one body, or an unknown kind, are refused with a reason.
    const two = claimUpload(image, 'a.png', 'image/png');
    const boundary = /boundary=(.+)$/.exec(two.headers['content-type'])![1]!;
    const twice = Buffer.concat([
      two.payload.subarray(0, two.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await garageUpload(garageToken, { payload: twice, headers: two.headers });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error.message).toBe('Send one file at a time.');
    const unknown = await garageUpload(garageToken, claimUpload(image, 'a.png', 'image/png', 'selfie'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().error.fields?.kind).toContain('Choose what the file is');
  });

  it('the claims team adds a document to a claim: audited, on the timeline, for the customer but not the garage', async () => {
    const { token, claim, garageToken } = await claimInForce();
    const staffUpload = (claimId: string, body: Upload, as = team.token) =>
      call(ctx, { method: 'POST', url: `/api/admin/claims/${claimId}/files`, token: as, ...body });

    const res = await staffUpload(
      claim.id,
      claimUpload(await pdf(), 'estimate by e-mail.pdf', 'application/pdf', 'estimate'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json<AdminClaimAnswer>().claim;
    expect(view.files).toMatchObject([{ kind: 'estimate', filename: 'estimate by e-mail.pdf', uploadedBy: 'staff' }]);
    expect(view.filesLeft).toBe(CLAIM_FILES_MAX - 1);
    expect(view.timeline.at(-1)).toMatchObject({
      kind: 'file-added',
      actor: 'staff',
      note: 'Estimate: estimate by e-mail.pdf',
    });
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, claim.id));
    expect(audits.map((a) => a.action)).toContain('claim.file-added');

    const mine = (await call(ctx, { url: `/api/claims/my-claims/${claim.id}`, token })).json<MyClaimAnswer>().claim;
    expect(mine.files.map((f) => f.uploadedBy)).toEqual(['staff']);
    expect((await call(ctx, { url: mine.files[0]!.url, token })).statusCode).toBe(200);
    expect((await garageCall(ctx, garageToken)).json<GarageClaimAnswer>().files).toEqual([]);

    // The same checks as anyone's upload: by content, a 415 with the reason; an unknown claim is a 404.
    const svg = await staffUpload(claim.id, claimUpload(Buffer.from('<svg/>'), 'a.jpg', 'image/jpeg'));
    expect(svg.statusCode).toBe(415);
    expect(svg.json<ErrorBody>().error.fields?.file).toBe(claimFileMessages.notAccepted);
    const photoUp = await staffUpload(claim.id, claimUpload(await photo('png'), 'engine bay.png', 'image/png'));
    expect(photoUp.json<AdminClaimAnswer>().claim.files.at(-1)).toMatchObject({
      filename: 'engine bay.jpg',
      contentType: 'image/jpeg',
    });
    const unknown = await staffUpload(
      '00000000-0000-4000-8000-000000000000',
      claimUpload(await pdf(), 'x.pdf', 'application/pdf'),
    );
    expect(unknown.statusCode).toBe(404);
    // A customer cannot use the claims team's upload, even on their own claim.
    expect((await staffUpload(claim.id, claimUpload(await pdf(), 'x.pdf', 'application/pdf'), token)).statusCode).toBe(
      403,
    );
    await call(ctx, { method: 'POST', url: `/api/claims/my-claims/${claim.id}/withdraw`, token, payload: {} });
    expect((await staffUpload(claim.id, claimUpload(await pdf(), 'late.pdf', 'application/pdf'))).statusCode).toBe(409);
  });

  it('a closed claim takes no more files', async () => {
    const { token, claim } = await claimInForce();
    await call(ctx, { method: 'POST', url: `/api/claims/my-claims/${claim.id}/withdraw`, token, payload: {} });
    const res = await customerUpload(token, claim.id, claimUpload(await photo('png'), 'late.png', 'image/png'));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.message).toBe(claimFileMessages.closed);
  });
});
