import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { certificatePagePath } from '../../domain/certificates/credential.ts';
import {
  NOT_A_CREDENTIAL,
  NOT_OUR_SIGNATURE,
  type CredentialVerification,
} from '../../domain/certificates/credential-verification.ts';
import { printableLine } from '../../domain/printable-text.ts';
import { z } from '../../domain/zod.ts';
import { HttpError } from '../errors.ts';
import { certificateForCredential } from './credential-certificates.ts';
import { credentialKeys, verifiedClaims } from './credential-keys.ts';
import { currentRevocationList } from './status-list-credential.ts';
import { decodeStatusList, statusBit } from './status-list.ts';

/** The parts of a signed certificate the verifier reads; anything else in it is ignored. */
const signedCertificateSchema = z.object({
  id: z.string(),
  type: z.array(z.string()).refine((types) => types.includes('OpenBadgeCredential')),
  issuer: z.object({ id: z.string(), name: z.string() }),
  validFrom: z.string(),
  credentialSubject: z.object({
    identifier: z.array(z.object({ identityType: z.string(), identityHash: z.string() })),
    achievement: z.object({ name: z.string() }),
  }),
  credentialStatus: z.object({ statusListIndex: z.string().regex(/^\d{1,9}$/) }),
});

/** Whether `text` is a compact JWS with a JSON header and claims, whoever signed it. */
function isJwt(text: string): boolean {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(text)) return false;
  try {
    decodeProtectedHeader(text);
    decodeJwt(text);
    return true;
  } catch {
    return false;
  }
}

const notGenuine = (reason: string): CredentialVerification => ({
  valid: false,
  revoked: false,
  reason,
});

/**
 * Checks a pasted credential: our signature, our issuer, a certificate we hold, and its bit in
 * the revocation list as published now. Text that is no JWT at all is a 400.
 */
export async function verifyCredentialText(
  app: FastifyInstance,
  text: string,
): Promise<CredentialVerification> {
  if (!isJwt(text)) throw new HttpError(400, NOT_A_CREDENTIAL);
  const keys = await credentialKeys(app);
  const claims = await verifiedClaims(keys, text);
  if (claims === undefined) return notGenuine(NOT_OUR_SIGNATURE);
  const parsed = signedCertificateSchema.safeParse(claims);
  if (!parsed.success) {
    return notGenuine('Not a certificate: we signed this, but it is not a certificate.');
  }
  const signed = parsed.data;
  if (signed.issuer.id !== keys.issuer.id) {
    return notGenuine(`Not genuine: it names another issuer, not ${keys.issuer.name}.`);
  }
  const pagePrefix = `${app.config.publicOrigin}${certificatePagePath('')}`;
  const number = signed.id.startsWith(pagePrefix) ? signed.id.slice(pagePrefix.length) : '';
  const certificate = number ? await certificateForCredential(app.database.db, number) : undefined;
  if (!certificate) return notGenuine('Not genuine: we hold no certificate with its number.');

  const bitstring = decodeStatusList(await currentRevocationList(app))!;
  const revoked = statusBit(bitstring, Number(signed.credentialStatus.statusListIndex));
  const learner = signed.credentialSubject.identifier.find((i) => i.identityType === 'name');
  return {
    valid: true,
    revoked,
    certificate: {
      number,
      url: signed.id,
      // A credential signed before names were cleaned may carry bidi controls in the name.
      learnerName: learner ? printableLine(learner.identityHash) : certificate.learnerName,
      achievement: signed.credentialSubject.achievement.name,
      issuerName: signed.issuer.name,
      issuedAt: signed.validFrom,
      revokedAt: revoked ? certificate.revokedAt : null,
      revokedReason: revoked ? certificate.revokedReason : null,
    },
  };
}
