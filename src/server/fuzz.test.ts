import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachEngine, type TestApp } from './test/harness.ts';

interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** The names of the body's fields, as the document describes them. */
  fields: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
    >
  >;
}

/**
 * Every call that can change something, read from the API's own OpenAPI document: a route added
 * tomorrow is fuzzed without anyone listing it here. Path parameters are given the value 1.
 */
function endpointsOf(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Endpoint['method'],
        url: path.replace(/\{[^}]+\}/g, '1'),
        fields: Object.keys(
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ),
      })),
  );
}

const ENDPOINTS = await (async () => {
  const t = await createTestApp('sqlite');
  try {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    return endpointsOf(document as OpenApiDocument);
  } finally {
    await t.close();
  }
})();

it('finds the endpoints to fuzz in the OpenAPI document, the ones that matter among them', () => {
  const listed = ENDPOINTS.map((e) => `${e.method} ${e.url}`);
  expect(listed).toEqual(
    expect.arrayContaining([
      'POST /api/signup/',
      'POST /api/checkout-email/',
      'POST /api/update-profile/',
      'DELETE /api/program-reviews/1/',
    ]),
  );
  expect(ENDPOINTS.find((e) => e.url === '/api/signup/')?.fields).toEqual([
    'username',
    'email',
    'phone',
    'password',
  ]);
});

/** Values of every shape: the right type and the wrong one, odd unicode, and very long text. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.constantFrom(
    '',
    ' ',
    'Python',
    'MAV25C',
    'a@b.co',
    '9876543210',
    'password1',
    '\u0000',
    '😀'.repeat(500),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 5 }),
);

/** A body built from the endpoint's own fields (some missing, some extra), or anything at all. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] }),
    fc
      .tuple(
        fc.record(Object.fromEntries(fields.map((f) => [f, anyValue]))),
        fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 }),
      )
      .map(([known, extra]) => ({ ...extra, ...known })),
    fc.jsonValue(),
  );

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** What every answer must be, whatever was sent: no 5xx, JSON, and a person's message on errors. */
function expectCleanAnswer(response: LightMyRequestResponse, sent: string) {
  expect(response.statusCode, sent).toBeLessThan(500);
  if (response.statusCode === 204) return;
  expect(response.headers['content-type'], sent).toMatch(/^application\/json/);
  const body: unknown = response.json();
  if (response.statusCode >= 400) {
    expect(body, sent).toMatchObject({ error: expect.any(String) });
    expect(Object.keys(body as object).every((key) => key === 'error' || key === 'field')).toBe(
      true,
    );
    const message = (body as { error: string }).error;
    expect(message.length, sent).toBeGreaterThan(0);
    expect(message, sent).not.toMatch(/\n\s+at |node_modules|TypeError|SyntaxError/);
  }
}

describeEachEngine('fuzzing every endpoint', (engine) => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { adminEmail: 'admin@mentora.test' });
    const account = {
      username: 'Fuzz Target',
      email: 'fuzz@example.com',
      phone: '9876543210',
      password: 'correct horse',
    };
    await t.app.inject({ method: 'POST', url: '/api/signup/', payload: account });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: account.email, password: account.password },
    });
    session = login.cookies.find((c) => c.name === 'session')!.value;
  });
  afterAll(() => t.close());

  const cookie = fc.oneof(
    fc.constant(undefined),
    fc.constant('valid'),
    fc.string({ maxLength: 200 }),
    fc.string({ minLength: 3_000, maxLength: 6_000 }),
  );
  const address = fc.ipV4();

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url} answers any JSON body with a 4xx or a success`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyFor(endpoint.fields), cookie, address, async (body, token, ip) => {
          const payload = JSON.stringify(body);
          const response = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: { 'content-type': 'application/json' },
            payload,
            remoteAddress: ip,
            cookies: token === undefined ? {} : { session: token === 'valid' ? session : token },
          });
          expectCleanAnswer(response, payload.slice(0, 300));
        }),
        { numRuns: 100 },
      );
    });
  }

  it('refuses U+0000 in any field with 400 on both engines (PostgreSQL cannot store it)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password-otp/',
      payload: { username: 'asha\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request contains a character that is not allowed (U+0000).',
    });
  });

  it('answers malformed JSON with 400, other content types with 415 and big bodies with 413', async () => {
    let run = 0;
    // The staff console, the cohorts' and mentoring APIs and the learner's space check the
    // session before they read a body: a visitor hears 401 first.
    const targets = fc.constantFrom(
      ...ENDPOINTS.filter(
        (e) => e.method === 'POST' && !/^\/api\/(staff|cohorts|mentoring|learn)\//.test(e.url),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        targets,
        fc.oneof(
          fc
            .string()
            .map((s) => `{${s}`)
            .filter((body) => !isJson(body))
            .map((body) => ({ type: 'application/json', body })),
          fc
            .constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/xml',
              'image/png',
            )
            .map((type) => ({ type, body: 'name=x&email=y' })),
          fc.constant({ type: 'application/json', body: `{"name":"${'x'.repeat(200_000)}"}` }),
        ),
        async (endpoint, { type, body }) => {
          const response = await t.app.inject({
            method: 'POST',
            url: endpoint.url,
            headers: { 'content-type': type },
            payload: body,
            // A visitor of its own each time: this is about bodies, not the per-address limits.
            remoteAddress: `10.9.${Math.floor(run / 256) % 256}.${run++ % 256}`,
          });
          expectCleanAnswer(response, `${type}: ${body.slice(0, 80)}`);
          // RFC 8058's one-click unsubscribe comes as a form: that endpoint reads one, and a
          // form without its token is a bad request like any other.
          const takesForms = endpoint.url.startsWith('/api/reminders/off/');
          if (type === 'application/x-www-form-urlencoded' && takesForms) {
            expect(response.statusCode).toBe(400);
          } else if (type !== 'application/json') expect(response.statusCode).toBe(415);
          else if (body.length > 100_000) expect(response.statusCode).toBe(413);
          else expect(response.statusCode).toBe(400);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers any query string of the reviews list with a list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('program', 'page', 'page_size', 'x'), fc.string(), {
          maxKeys: 4,
        }),
        async (query) => {
          const url = `/api/program-reviews/?${new URLSearchParams(query)}`;
          const response = await t.app.inject({ method: 'GET', url });
          expectCleanAnswer(response, url);
          expect(response.statusCode, url).toBe(200);
          expect(response.json(), url).toEqual({
            results: expect.any(Array),
            count: expect.any(Number),
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers a photo upload of any bytes and any type with a 4xx or a photo', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2_000 }),
        fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream'),
        cookie,
        async (bytes, type, token) => {
          const boundary = 'fuzzboundary';
          const payload = Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="x.png"\r\nContent-Type: ${type}\r\n\r\n`,
            ),
            Buffer.from(bytes),
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/upload-profile-photo/',
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload,
            cookies: token === undefined ? {} : { session: token === 'valid' ? session : token },
          });
          expectCleanAnswer(response, `${type}, ${bytes.length} bytes`);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers a garbled multipart body (no boundary, broken headers, cut off anywhere) with a 4xx', async () => {
    const boundary = 'fuzzboundary';
    const contentType = fc.oneof(
      fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary="',
        `multipart/form-data; boundary=${boundary}`,
        `multipart/form-data; boundary="${boundary}"`,
        `multipart/form-data; boundary=${boundary}; boundary=other`,
      ),
      fc
        .string({ maxLength: 80 })
        .map((b) => `multipart/form-data; boundary=${b.replace(/[\r\n]/g, '')}`),
    );
    // Pieces of a multipart body, right and wrong, put together in any order.
    const fragment = fc.oneof(
      fc.constantFrom(
        `--${boundary}\r\n`,
        `--${boundary}--\r\n`,
        `--${boundary}`,
        '\r\n',
        '\r\n\r\n',
        'Content-Disposition: form-data; name="photo"; filename="x.png"\r\n',
        'Content-Disposition: form-data; name="photo"\r\n',
        'Content-Disposition: form-data; name="other"; filename="x.png"\r\n',
        "Content-Disposition: attachment; filename*=utf-8''%E2%82\r\n",
        'Content-Type: image/png\r\n',
        'Content-Type: multipart/mixed; boundary=inner\r\n',
        'Content-Transfer-Encoding: base64\r\n',
        `${'X-Header: y\r\n'.repeat(60)}`,
      ),
      fc.string({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    );
    const body = fc
      .tuple(fc.array(fragment, { maxLength: 12 }), fc.option(fc.nat(), { nil: undefined }))
      .map(([parts, cut]) => {
        const whole = Buffer.from(parts.join(''), 'latin1');
        return cut === undefined ? whole : whole.subarray(0, cut % (whole.length + 1));
      });
    // Mostly signed in, so that the body reaches the parser.
    const signedInMostly = fc.oneof(
      { arbitrary: fc.constant('valid'), weight: 4 },
      { arbitrary: cookie, weight: 1 },
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(contentType, body, signedInMostly, async (type, payload, token) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/upload-profile-photo/',
          headers: { 'content-type': type },
          payload,
          // A visitor of its own each time: this is about bodies, not the per-address limits.
          remoteAddress: `10.10.${Math.floor(run / 256) % 256}.${run++ % 256}`,
          cookies: token === undefined ? {} : { session: token === 'valid' ? session : token },
        });
        expectCleanAnswer(response, `${type}: ${payload.toString('latin1').slice(0, 200)}`);
      }),
      {
        numRuns: 150,
        // Shapes a parser has thrown on before, tried on every run.
        examples: [
          ['multipart/form-data', Buffer.from(`--${boundary}\r\n`), 'valid'],
          ['multipart/form-data; boundary=', Buffer.from(' '), 'valid'],
          [
            `multipart/form-data; boundary=${boundary}`,
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`),
            'valid',
          ],
        ],
      },
    );
  });
});
