import type { FastifyInstance } from 'fastify';
import { VC_CONTEXT } from '../../domain/certificates/credential.ts';
import { revokedStatusIndexes } from './credential-certificates.ts';
import { credentialKeys, signCredential } from './credential-keys.ts';
import { encodeStatusList } from './status-list.ts';

export const REVOCATION_LIST_PATH = '/api/credentials/status/revocation';

export const revocationListUrl = (app: FastifyInstance) =>
  `${app.config.publicOrigin}${REVOCATION_LIST_PATH}`;

/** The revocation list as it is now: which bits are set, as an encoded bitstring. */
export async function currentRevocationList(app: FastifyInstance): Promise<string> {
  return encodeStatusList(await revokedStatusIndexes(app.database.db));
}

/**
 * The BitstringStatusListCredential every certificate's credentialStatus points at, signed as a
 * VC-JWT with the certificates' own key (https://www.w3.org/TR/vc-bitstring-status-list/).
 */
export async function revocationListJwt(app: FastifyInstance, now = new Date()): Promise<string> {
  const keys = await credentialKeys(app);
  const url = revocationListUrl(app);
  return signCredential(keys, {
    '@context': [VC_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: keys.issuer.id,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: await currentRevocationList(app),
    },
  });
}
