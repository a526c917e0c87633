import type { FastifyInstance } from 'fastify';
import { openBadgeCredential } from '../../domain/certificates/credential.ts';
import type { CredentialCertificate } from './credential-certificates.ts';
import { credentialKeys, signCredential } from './credential-keys.ts';
import { revocationListUrl } from './status-list-credential.ts';

/**
 * The certificate as a signed Open Badges 3.0 credential. Made afresh on each download from the
 * stored certificate, so a new signing key re-signs every certificate without a migration.
 */
export async function openBadgeJwt(
  app: FastifyInstance,
  certificate: CredentialCertificate,
): Promise<string> {
  const keys = await credentialKeys(app);
  const credential = openBadgeCredential(certificate, keys.issuer, revocationListUrl(app));
  return signCredential(keys, credential);
}
