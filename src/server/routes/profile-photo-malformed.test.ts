import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpAndLogIn } from '../test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

const UNREADABLE = 'The upload could not be read. Choose the photo again.';
const BOUNDARY = 'photoboundary';
const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describeEachEngine('a malformed photo upload', (engine) => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ session } = await signUpAndLogIn(t.app, 'asha@example.com', 'Asha Rao'));
  });
  afterAll(() => t.close());

  it.each([
    ['no boundary', 'multipart/form-data', `${partHead}x\r\n--${BOUNDARY}--\r\n`],
    ['an empty boundary', 'multipart/form-data; boundary=', `${partHead}x\r\n--${BOUNDARY}--\r\n`],
    ['a garbled boundary', 'multipart/form-data; boundary="', 'garbage'],
    [
      'a boundary the body does not use',
      'multipart/form-data; boundary=another',
      `${partHead}x\r\n--${BOUNDARY}--\r\n`,
    ],
    [
      'a body that ends in the part headers',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-da`,
    ],
    [
      'a body that ends mid-part',
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.concat([Buffer.from(partHead), PNG_START]),
    ],
  ])('with %s is answered 400 with what to do', async (_, type, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload-profile-photo/',
      cookies: { session },
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: UNREADABLE });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      cookies: { session },
    });
    expect(profile.json().photo_url).toBeNull();
  });
});
