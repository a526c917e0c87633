import crypto from 'node:crypto';

/** An Ed25519 private key as a JSON Web Key (RFC 8037): `d` is the secret, `x` its public half. */
export interface Ed25519PrivateJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  d: string;
  x: string;
}

const SHAPE =
  'must be an Ed25519 private key as one line of JWK JSON ({"kty":"OKP","crv":"Ed25519","d":…,"x":…}); make one with npm run credential-key';

/** The key in `text`, or why it is not one (the key itself is never repeated in the message). */
export function parseEd25519PrivateJwk(text: string): Ed25519PrivateJwk | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return SHAPE;
  }
  if (typeof value !== 'object' || value === null) return SHAPE;
  const { kty, crv, d, x } = value as Record<string, unknown>;
  if (kty !== 'OKP' || crv !== 'Ed25519' || typeof d !== 'string' || typeof x !== 'string') {
    return SHAPE;
  }
  const jwk: Ed25519PrivateJwk = { kty, crv, d, x };
  let publicX: string | undefined;
  try {
    publicX = crypto
      .createPublicKey(crypto.createPrivateKey({ key: { ...jwk }, format: 'jwk' }))
      .export({ format: 'jwk' }).x;
  } catch {
    return SHAPE;
  }
  // A key pasted with the public half of another would sign what no one can verify.
  if (publicX !== x) return 'its public part (x) does not belong to its private part (d)';
  // The shape shown in deploy/mentora.env.example: anyone could sign certificates with it.
  if (Buffer.from(d, 'base64url').every((byte) => byte === 0)) {
    return "is the example key, which anyone could sign with; make the site's own with npm run credential-key";
  }
  return jwk;
}

/** The private key whose 32 secret bytes (the seed, RFC 8032) are `seed`. */
export function ed25519JwkFromSeed(seed: Buffer): Ed25519PrivateJwk {
  // PKCS#8 wrapping of an Ed25519 seed: a fixed 16-byte header, then the 32 bytes.
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
  const privateKey = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  const jwk = privateKey.export({ format: 'jwk' });
  return { kty: 'OKP', crv: 'Ed25519', d: jwk.d!, x: jwk.x! };
}
