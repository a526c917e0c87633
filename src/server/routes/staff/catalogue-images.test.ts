import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { accountWithRole, callAs, type TestAccount } from '../../test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';

const URL = '/api/staff/catalogue/images/';

function multipart(filename: string, type: string, data: Buffer) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4338ca' } })
    .png()
    .toBuffer();

describeEachEngine('pictures for the catalogue', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  const upload = (
    account: TestAccount | undefined,
    kind: string,
    body: ReturnType<typeof multipart>,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}?kind=${kind}`,
      cookies: account ? { session: account.session } : {},
      ...body,
    });

  it("stores a program's artwork at its shape and a mentor's portrait square, and serves them", async () => {
    const staff = await accountWithRole(t.app, 'staff');
    const artwork = await upload(
      staff,
      'program',
      multipart('art.png', 'image/png', await picture(2000, 1000)),
    );
    expect(artwork.statusCode, artwork.body).toBe(201);
    const { path } = artwork.json();
    expect(path).toMatch(/^\/media\/catalogue\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1200, 780]);

    const portrait = await upload(
      staff,
      'mentor',
      multipart('me.png', 'image/png', await picture(900, 1200)),
    );
    expect(portrait.statusCode).toBe(201);
    const face = await t.app.inject({ method: 'GET', url: portrait.json().path });
    expect(await sharp(face.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });

    // The path is one a draft takes as the program's image.
    const owner = callAs(t.app, await accountWithRole(t.app, 'owner'));
    const python = (await owner.get('/api/staff/catalogue/programs/python/')).json().published;
    const saved = await owner.put('/api/staff/catalogue/programs/python/draft/', {
      ...python,
      image: path,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.post('/api/staff/catalogue/programs/python/publish/')).statusCode).toBe(
      200,
    );
    // Its link preview draws the uploaded picture.
    const preview = await t.app.inject({ method: 'GET', url: '/images/share/python.png' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
  });

  it('refuses what is not a picture, one too big, and anyone who may not edit the catalogue', async () => {
    const staff = await accountWithRole(t.app, 'staff');
    const text = await upload(
      staff,
      'program',
      multipart('art.png', 'image/png', Buffer.from('<svg onload="alert(1)"/>')),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe(
      'That file is not a picture we can use: choose a JPEG, PNG, WebP or GIF.',
    );
    const big = await upload(
      staff,
      'program',
      multipart('big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 1)),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('The picture is over 5 MB. Choose a smaller one.');
    const kindless = await upload(
      staff,
      'banner',
      multipart('art.png', 'image/png', await picture(40, 26)),
    );
    expect(kindless.statusCode).toBe(400);

    const body = multipart('art.png', 'image/png', await picture(40, 26));
    for (const role of ['accountant', 'mentor'] as const) {
      const account = await accountWithRole(t.app, role, `${role}@mentora.test`, `A ${role}`);
      expect((await upload(account, 'program', body)).statusCode, role).toBe(403);
    }
    expect((await upload(undefined, 'program', body)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/catalogue/../app.db' })).statusCode,
    ).toBe(404);
  });
});
