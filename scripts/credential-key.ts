// `npm run credential-key`: prints a new Ed25519 private key, as one line of JWK JSON, for
// CREDENTIAL_SIGNING_KEY. Nothing is stored: put it in the site's settings and keep it secret.
import { exportJWK, generateKeyPair } from 'jose';

const { privateKey } = await generateKeyPair('Ed25519', { extractable: true });
const { kty, crv, d, x } = await exportJWK(privateKey);
console.log(JSON.stringify({ kty, crv, d, x }));
