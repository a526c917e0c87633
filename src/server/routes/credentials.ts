import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitedBy } from '../rate-limits.ts';
import { z } from 'zod';
import {
  credentialVerificationSchema,
  verifyCredentialSchema,
} from '../../domain/certificates/credential-verification.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { certificateForCredential } from '../certificates/credential-certificates.ts';
import { credentialKeys, sendVcJwt } from '../certificates/credential-keys.ts';
import { verifyCredentialText } from '../certificates/credential-verification.ts';
import { openBadgeJwt } from '../certificates/open-badge.ts';
import { REVOCATION_LIST_PATH, revocationListJwt } from '../certificates/status-list-credential.ts';
import { HttpError } from '../errors.ts';

const tags = ['certificates'];

/**
 * Certificates as Open Badges 3.0 verifiable credentials: the download, the site's public key
 * (a did:web DID document and a JWK set), the revocation list, and a verifier. All public.
 */
export async function credentialRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/certificates/:number/open-badge.jwt',
    {
      schema: {
        summary: 'A certificate as an Open Badges 3.0 verifiable credential (VC-JWT)',
        description:
          'An OpenBadgeCredential (W3C VC Data Model 2.0) signed as a JWT with EdDSA (Ed25519), media type application/vc+jwt, as a download. Its `kid` is a key of /.well-known/did.json and /.well-known/jwks.json. Public; 404 for an unknown number, 410 once revoked.',
        tags,
        params: z.object({ number: z.string().max(64) }),
        response: { 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const certificate = await certificateForCredential(
        app.database.db,
        request.params.number.trim().toUpperCase(),
      );
      if (!certificate) throw new HttpError(404, 'There is no certificate with this number.');
      if (certificate.revokedAt) {
        throw new HttpError(
          410,
          'This certificate was revoked, so it has no credential to download.',
        );
      }
      const jwt = await openBadgeJwt(app, certificate);
      reply.header('cache-control', 'no-store');
      return sendVcJwt(reply, jwt, `${certificate.number}.jwt`);
    },
  );

  r.get(
    REVOCATION_LIST_PATH,
    {
      schema: {
        summary: "The certificates' revocation list (Bitstring Status List, VC-JWT)",
        description:
          'A BitstringStatusListCredential signed like the certificates: credentialSubject.encodedList is the GZIP-compressed, multibase base64url bitstring (at least 131,072 bits) where bit statusListIndex of a revoked certificate is 1. Cached for a minute.',
        tags,
      },
    },
    async (_request, reply) => {
      // A revocation reaches checkers within a minute; the certificate's page shows it at once.
      reply.header('cache-control', 'public, max-age=60');
      return sendVcJwt(reply, await revocationListJwt(app));
    },
  );

  r.post(
    '/api/credentials/verify',
    {
      schema: {
        summary: 'Check a certificate credential (the text of its .jwt file)',
        description:
          "valid: signed with this site's published key by this site, for a certificate it holds; revoked: its bit in the revocation list as it is now. 400 for text that is not a JWT.",
        tags,
        body: verifyCredentialSchema,
        response: {
          200: credentialVerificationSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'credential-check'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyCredentialText(app, request.body.credential);
    },
  );

  // did:web resolves `did:web:<host>` to this document (https://w3c-ccg.github.io/did-method-web/).
  app.get('/.well-known/did.json', { schema: { hide: true } }, async (_request, reply) => {
    const keys = await credentialKeys(app);
    return reply.header('cache-control', 'public, max-age=300').send({
      '@context': ['https://www.w3.org/ns/did/v1', 'https://www.w3.org/ns/cid/v1'],
      id: keys.issuer.id,
      verificationMethod: [
        {
          id: keys.kid,
          type: 'JsonWebKey',
          controller: keys.issuer.id,
          publicKeyJwk: keys.publicJwk,
        },
      ],
      assertionMethod: [keys.kid],
    });
  });

  // The same key for JOSE libraries that read a JWK set (RFC 7517) rather than a DID.
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) => {
    const keys = await credentialKeys(app);
    return reply
      .header('cache-control', 'public, max-age=300')
      .send({ keys: [{ ...keys.publicJwk, kid: keys.kid, alg: 'EdDSA', use: 'sig' }] });
  });
}
