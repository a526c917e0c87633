import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createVerifier } from 'fast-jwt';
import { CompactSign, generateKeyPair } from 'jose';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { verificationWords } from '../../domain/certificates/credential-verification.ts';
import { nowIso } from '../db/database.ts';
import { callAs } from '../test/accounts.ts';
import { ashaCertified } from '../test/certificates.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

const NUMBER = 'MC-7K3Q-9XTD-2M8F';
const STATUS_INDEX = 41;

/** A certificate as issuing would leave it, for Asha's paid Python Pro. */
async function issueCertificate(app: FastifyInstance): Promise<void> {
  await ashaCertified(app, { number: NUMBER, status_index: STATUS_INDEX }, 'asharao');
}

/** Header and claims of a compact JWS, read without any JOSE library (and without checking). */
function partsOf(jwt: string) {
  const [header, payload] = jwt.split('.') as [string, string];
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')),
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
  };
}

/**
 * The claims of a JWT, checked as a third party would: the key the published did:web document
 * names for assertions, the header's `kid` and the credential's issuer both that DID. The check
 * is fast-jwt's, a JOSE implementation other than the `jose` that signs, so a mistake in how we
 * use `jose` cannot hide in both. Rejects when any of it fails.
 */
async function claimsVerifiedWithPublishedDid(app: FastifyInstance, jwt: string) {
  const did = (await app.inject({ method: 'GET', url: '/.well-known/did.json' })).json();
  const verify = createVerifier({
    algorithms: ['EdDSA'],
    checkTyp: 'vc+jwt',
    key: async ({ header }: { header: { kid?: string } }) => {
      const method = did.assertionMethod.includes(header.kid)
        ? did.verificationMethod.find((m: { id: string }) => m.id === header.kid)
        : undefined;
      if (method?.controller !== did.id) throw new Error(`${header.kid}: not ${did.id}'s to sign`);
      // fast-jwt takes keys as PEM; the DID document gives a JWK.
      const key = crypto.createPublicKey({ key: method.publicKeyJwk, format: 'jwk' });
      return key.export({ type: 'spki', format: 'pem' }).toString();
    },
  });
  const claims = await verify(jwt);
  const issuer = typeof claims.issuer === 'string' ? claims.issuer : claims.issuer?.id;
  if (issuer !== did.id) throw new Error(`issued by ${issuer}, not ${did.id}`);
  return claims;
}

describeEachEngine('certificates as verifiable credentials', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  it('downloads an OpenBadgeCredential signed with the key the site publishes', async () => {
    const app = t.app;
    await issueCertificate(app);
    const download = await callAs(app, undefined).get(`/api/certificates/${NUMBER}/open-badge.jwt`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vc+jwt');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${NUMBER}.jwt"`);

    const jwt = download.body;
    const { header, claims } = partsOf(jwt);
    expect(header).toEqual({
      alg: 'EdDSA',
      typ: 'vc+jwt',
      kid: expect.stringMatching(/^did:web:localhost%3A3000#[\w-]{43}$/),
    });
    expect(await claimsVerifiedWithPublishedDid(app, jwt)).toEqual(claims);

    const origin = 'http://localhost:3000';
    const statusList = `${origin}/api/credentials/status/revocation`;
    expect(claims).toEqual({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `${origin}/certificates/${NUMBER}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: 'Python (Pro Plan) certificate of completion',
      issuer: {
        id: 'did:web:localhost%3A3000',
        type: ['Profile'],
        name: 'Mentora',
        url: origin,
      },
      validFrom: '2026-12-03T06:30:00.000Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Asha Rao' },
        ],
        achievement: {
          id: `${origin}/python#certificate-pro`,
          type: ['Achievement'],
          achievementType: 'CertificateOfCompletion',
          name: 'Python (Pro Plan)',
          description: expect.stringContaining('Python'),
          criteria: { narrative: expect.stringContaining('final project') },
        },
      },
      credentialStatus: {
        id: `${statusList}#${STATUS_INDEX}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(STATUS_INDEX),
        statusListCredential: statusList,
      },
    });

    // The JWK set names the same key under the same kid.
    const jwks = (await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(jwks.keys).toEqual([
      {
        kty: 'OKP',
        crv: 'Ed25519',
        x: expect.any(String),
        kid: header.kid,
        alg: 'EdDSA',
        use: 'sig',
      },
    ]);
    expect(JSON.stringify(jwks)).not.toContain('"d"');
  });

  it('tells a genuine credential from a tampered one or one signed with another key', async () => {
    const app = t.app;
    await issueCertificate(app);
    const visitor = callAs(app, undefined);
    const jwt = (await visitor.get(`/api/certificates/${NUMBER}/open-badge.jwt`)).body;

    const genuine = await visitor.post('/api/credentials/verify', { credential: `\n${jwt} \n` });
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({
      valid: true,
      revoked: false,
      certificate: {
        number: NUMBER,
        url: `http://localhost:3000/certificates/${NUMBER}`,
        learnerName: 'Asha Rao',
        achievement: 'Python (Pro Plan)',
        issuerName: 'Mentora',
        issuedAt: '2026-12-03T06:30:00.000Z',
        revokedAt: null,
        revokedReason: null,
      },
    });
    expect(verificationWords(genuine.json()).headline).toBe(
      'Genuine: issued by Mentora to Asha Rao for Python (Pro Plan) on 3 Dec 2026.',
    );

    // Another name in the claims, the signature kept.
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    claims.credentialSubject.identifier[0].identityHash = 'Someone Else';
    const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await expect(claimsVerifiedWithPublishedDid(app, tampered)).rejects.toThrow(
      'The token signature is invalid.',
    );
    const refused = await visitor.post('/api/credentials/verify', { credential: tampered });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      valid: false,
      revoked: false,
      reason: 'Not genuine: the signature does not match our key.',
    });

    // The same claims, signed by a key that is not the site's.
    const { privateKey } = await generateKeyPair('Ed25519');
    const forged = await new CompactSign(Buffer.from(JSON.stringify(claims)))
      .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', kid: partsOf(jwt).header.kid })
      .sign(privateKey);
    await expect(claimsVerifiedWithPublishedDid(app, forged)).rejects.toThrow(
      'The token signature is invalid.',
    );
    expect((await visitor.post('/api/credentials/verify', { credential: forged })).json()).toEqual({
      valid: false,
      revoked: false,
      reason: 'Not genuine: the signature does not match our key.',
    });
  });

  it('answers 400 for text that is not a JWT, and 404 for an unknown certificate', async () => {
    const visitor = callAs(t.app, undefined);
    for (const credential of ['hello', 'a.b.c', 'one.two', '']) {
      const answer = await visitor.post('/api/credentials/verify', { credential });
      expect(answer.statusCode, credential).toBe(400);
      expect(answer.json().error).toMatch(/^(This is not a credential|Paste the credential)/);
    }
    const missing = await visitor.get('/api/certificates/MC-0000-0000-0000/open-badge.jwt');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'There is no certificate with this number.' });
  });

  it('sets the certificate’s bit in the signed revocation list once it is revoked', async () => {
    const app = t.app;
    await issueCertificate(app);
    const visitor = callAs(app, undefined);
    const jwt = (await visitor.get(`/api/certificates/${NUMBER}/open-badge.jwt`)).body;

    const bitAtIndex = async () => {
      const list = await visitor.get('/api/credentials/status/revocation');
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toBe('application/vc+jwt');
      expect(list.headers['cache-control']).toBe('public, max-age=60');
      const claims = await claimsVerifiedWithPublishedDid(app, list.body);
      expect(claims).toMatchObject({
        '@context': ['https://www.w3.org/ns/credentials/v2'],
        id: 'http://localhost:3000/api/credentials/status/revocation',
        type: ['VerifiableCredential', 'BitstringStatusListCredential'],
        issuer: 'did:web:localhost%3A3000',
        credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
      });
      const encoded: string = claims.credentialSubject.encodedList;
      expect(encoded.startsWith('u')).toBe(true);
      const bits = zlib.gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
      expect(bits.length).toBeGreaterThanOrEqual(16 * 1024);
      return (bits[STATUS_INDEX >> 3]! >> (7 - (STATUS_INDEX % 8))) & 1;
    };
    expect(await bitAtIndex()).toBe(0);

    await app.database.db
      .updateTable('certificates')
      .set({ revoked_at: nowIso(), revoked_reason: 'The final project was copied' })
      .where('number', '=', NUMBER)
      .execute();
    expect(await bitAtIndex()).toBe(1);

    const verdict = (await visitor.post('/api/credentials/verify', { credential: jwt })).json();
    expect(verdict).toMatchObject({
      valid: true,
      revoked: true,
      certificate: { number: NUMBER, revokedReason: 'The final project was copied' },
    });
    expect(verificationWords(verdict).headline).toMatch(
      /^Revoked on \d{1,2} \w{3} \d{4} because the final project was copied\.$/,
    );
    const download = await visitor.get(`/api/certificates/${NUMBER}/open-badge.jwt`);
    expect(download.statusCode).toBe(410);

    // Signed by us, but a list rather than a certificate.
    const list = (await visitor.get('/api/credentials/status/revocation')).body;
    expect((await visitor.post('/api/credentials/verify', { credential: list })).json()).toEqual({
      valid: false,
      revoked: false,
      reason: 'Not a certificate: we signed this, but it is not a certificate.',
    });
  });

  it('publishes a did:web document whose assertion key signs the credentials', async () => {
    const did = await t.app.inject({ method: 'GET', url: '/.well-known/did.json' });
    expect(did.statusCode).toBe(200);
    const doc = did.json();
    expect(doc).toMatchObject({
      id: 'did:web:localhost%3A3000',
      verificationMethod: [
        {
          type: 'JsonWebKey',
          controller: 'did:web:localhost%3A3000',
          publicKeyJwk: { kty: 'OKP', crv: 'Ed25519' },
        },
      ],
    });
    expect(doc.assertionMethod).toEqual([doc.verificationMethod[0].id]);
    // Made once and kept: a second app on the same database would publish the same key.
    const again = (await t.app.inject({ method: 'GET', url: '/.well-known/did.json' })).json();
    expect(again).toEqual(doc);
  });
});
