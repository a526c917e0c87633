import type { FastifyInstance } from 'fastify';
import type { FastifyReply } from 'fastify';
import {
  calculateJwkThumbprint,
  CompactSign,
  compactVerify,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import { didWebOf, type CredentialIssuer } from '../../domain/certificates/credential.ts';
import { serverSecret } from '../auth/server-secrets.ts';
import { ed25519JwkFromSeed, type Ed25519PrivateJwk } from './credential-key-format.ts';

/** The media type and JOSE `typ` of a credential secured as a JWT (W3C VC-JOSE-COSE). */
const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';
const VC_JWT_TYPE = 'vc+jwt';

/** The site's signing key for credentials, and how the world finds its public half. */
export interface CredentialKeys {
  issuer: CredentialIssuer;
  /** A DID URL in the site's DID document: `did:web:<host>#<JWK thumbprint>`. */
  kid: string;
  /** The public key as published (no private member). */
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string };
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

// One per app: the key is parsed, or read from the database, once.
const loaded = new WeakMap<FastifyInstance, Promise<CredentialKeys>>();

/**
 * CREDENTIAL_SIGNING_KEY, or outside production (where it may be unset) a key made once from a
 * stored server secret: Ed25519's private key is 32 random bytes, exactly what that holds.
 */
export function credentialKeys(app: FastifyInstance): Promise<CredentialKeys> {
  let keys = loaded.get(app);
  if (!keys) {
    keys = loadKeys(app);
    // A database that was out must not leave the failure cached.
    keys.catch(() => loaded.delete(app));
    loaded.set(app, keys);
  }
  return keys;
}

async function loadKeys(app: FastifyInstance): Promise<CredentialKeys> {
  const jwk: Ed25519PrivateJwk =
    app.config.credentialSigningKey ??
    ed25519JwkFromSeed(await serverSecret(app.database.db, 'credential-signing-key'));
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
  const did = didWebOf(app.config.publicOrigin);
  return {
    issuer: { id: did, name: app.config.siteName, url: app.config.publicOrigin },
    kid: `${did}#${await calculateJwkThumbprint(publicJwk)}`,
    publicJwk,
    privateKey: (await importJWK(jwk, 'EdDSA')) as CryptoKey,
    publicKey: (await importJWK(publicJwk as JWK, 'EdDSA')) as CryptoKey,
  };
}

/** `claims` as a VC-JWT: the credential itself is the claims set, signed with EdDSA. */
export async function signCredential(keys: CredentialKeys, claims: object): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'EdDSA', typ: VC_JWT_TYPE, kid: keys.kid })
    .sign(keys.privateKey);
}

/** The claims of a VC-JWT signed with this site's key, or undefined when the signature fails. */
export async function verifiedClaims(keys: CredentialKeys, jwt: string): Promise<unknown> {
  try {
    const { payload } = await compactVerify(jwt, keys.publicKey, { algorithms: ['EdDSA'] });
    return JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return undefined;
  }
}

/** Answers with a VC-JWT: a download named `fileName`, or shown as it is when there is none. */
export function sendVcJwt(reply: FastifyReply, jwt: string, fileName?: string) {
  reply.header('content-type', VC_JWT_MEDIA_TYPE);
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.send(jwt);
}
