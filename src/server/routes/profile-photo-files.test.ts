import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describeEachEngine('profile photo files', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  it('keeps uploaded photos in a folder, and in files, only the owner can read', async () => {
    const user = await t.app.database.db
      .insertInto('users')
      .values({
        username: 'Asha',
        username_key: 'asha',
        email: 'asha@example.com',
        email_key: 'asha@example.com',
        phone: '9876543210',
        password_hash: 'not used',
        photo_path: null,
        created_at: nowIso(),
        updated_at: nowIso(),
        email_verified_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await createSession(t.app.database.db, user.id);
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#4338ca' },
    })
      .png()
      .toBuffer();
    const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload-profile-photo/',
      payload: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        origin: t.app.config.publicOrigin,
      },
      cookies: { session },
    });
    expect(response.statusCode).toBe(200);

    const dir = path.join(t.app.config.dataDir, 'photos');
    expect(modeOf(dir)).toBe(0o700);
    const [file] = fs.readdirSync(dir);
    expect(modeOf(path.join(dir, file!))).toBe(0o600);
  });
});
