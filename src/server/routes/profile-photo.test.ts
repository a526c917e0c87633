import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { signUpWith } from '../test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

const asha = {
  username: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'old password',
};

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4338ca' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'private camera data', Artist: 'Asha' } })
    .toBuffer();

describeEachEngine('profile photo', (engine) => {
  let t: TestApp;
  let session: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    session = await signUpWith(t.app, asha);
  });
  afterEach(() => t.close());

  const upload = (body: ReturnType<typeof multipart>, cookies = { session }) =>
    t.app.inject({ method: 'POST', url: '/api/upload-profile-photo/', cookies, ...body });
  const profile = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/profile/', cookies: { session } })).json();

  it('stores a square 512 px WebP without metadata and serves it', async () => {
    const response = await upload(multipart('photo', 'me.jpg', 'image/jpeg', await photo()));
    expect(response.statusCode).toBe(200);
    const { photo_url } = response.json();
    expect(photo_url).toMatch(/^\/media\/photos\/\d+-[\w-]{16}\.webp$/);
    expect((await profile()).photo_url).toBe(photo_url);

    const served = await t.app.inject({ method: 'GET', url: photo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
  });

  it('reads the type from the bytes: HTML named .png and a PDF are refused', async () => {
    const html = await upload(
      multipart(
        'photo',
        'me.png',
        'image/png',
        Buffer.from('<html><script>alert(1)</script></html>'),
      ),
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toBe('Upload an image file (JPEG, PNG, WebP or GIF).');
    const pdf = await upload(
      multipart(
        'photo',
        'cv.pdf',
        'application/pdf',
        Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF'),
      ),
    );
    expect(pdf.statusCode).toBe(415);
    expect((await profile()).photo_url).toBeNull();
  });

  it('refuses a 6 MB file with 413', async () => {
    const big = Buffer.concat([await photo(), crypto.randomBytes(6 * 1024 * 1024)]);
    const response = await upload(multipart('photo', 'big.jpg', 'image/jpeg', big));
    expect(response.statusCode).toBe(413);
    expect((await profile()).photo_url).toBeNull();
  });

  it('removes the photo, and the old file with it', async () => {
    const { photo_url } = (
      await upload(multipart('photo', 'me.jpg', 'image/jpeg', await photo()))
    ).json();
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/remove-profile-photo/',
      cookies: { session },
    });
    expect(removed.statusCode).toBe(200);
    expect((await profile()).photo_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: photo_url })).statusCode).toBe(404);
  });

  it('needs a session and the field "photo"', async () => {
    const body = multipart('photo', 'me.jpg', 'image/jpeg', await photo());
    expect((await upload(body, { session: 'nobody' })).statusCode).toBe(401);
    expect(
      (await upload(multipart('avatar', 'me.jpg', 'image/jpeg', await photo()))).statusCode,
    ).toBe(400);
  });
});
