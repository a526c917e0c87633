import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { accountWithRole, callAs, type TestAccount } from './test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from './test/harness.ts';

/** A PNG whose header claims `width` x `height`; its pixels are never there to decode. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function photoUpload(data: Buffer) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeEachEngine('every refusal is a clear JSON error', (engine) => {
  let t: TestApp;
  let owner: TestAccount;
  beforeEach(async () => {
    t = await createTestApp(engine);
    owner = await accountWithRole(t.app, 'owner');
  });
  afterEach(() => t.close());

  it('answers 414, naming the part, for an over-long order number', async () => {
    const as = callAs(t.app, owner);
    for (const url of [
      `/api/orders/${'9'.repeat(5000)}/`,
      `/api/staff/orders/${'9'.repeat(5000)}/`,
    ]) {
      const response = await as.get(url);
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({
        error: 'The number in this address is too long (at most 40 characters).',
        field: 'number',
      });
    }
  });

  it("says what to enter instead of the validator's wording", async () => {
    const as = callAs(t.app, owner);
    const zero = await as.get('/api/orders/M-1/documents/0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ error: 'Enter a number greater than 0.', field: 'id' });
    const status = await as.get('/api/staff/orders/?page=0');
    expect(status.statusCode).toBe(400);
    expect(status.json().error).not.toMatch(/expected|Too small|Invalid input/);
  });

  it("answers 'This is not a CSV file' to a PDF sent as a bank statement, changing nothing", async () => {
    const pdf = [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n');
    const response = await callAs(t.app, owner).post('/api/staff/payments/statement/', {
      file_name: 'statement.pdf',
      csv: pdf,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'csv' });
    expect(response.json().error).toMatch(/^This is not a CSV file\./);
    const audit = await t.app.database.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toEqual([]);
  });

  it('says what the limit is for a 20000 x 20000 PNG profile photo', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload-profile-photo/',
      cookies: { session: owner.session },
      ...photoUpload(pngClaiming(20_000, 20_000)),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error:
        'The photo has too many pixels: at most 40 megapixels (for example 8000 × 5000). Choose a smaller photo.',
      field: 'photo',
    });
    const profile = await callAs(t.app, owner).get('/api/profile/');
    expect(profile.json().photo_url).toBeNull();
  });
});
