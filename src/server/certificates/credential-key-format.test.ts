import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ed25519JwkFromSeed, parseEd25519PrivateJwk } from './credential-key-format.ts';

const newKey = () => {
  const jwk = crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  return { kty: 'OKP', crv: 'Ed25519', d: jwk.d!, x: jwk.x! };
};

/** Everything else production asks for, so that the key is the only question. */
const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.in:587',
  MAIL_FROM: 'no-reply@learn.example.in',
  UPI_PAYEE_ID: 'mentora@okicici',
  PUBLIC_ORIGIN: 'https://learn.example.in',
  SELLER_LEGAL_NAME: 'Mentora Learning Private Limited',
  SELLER_ADDRESS: '12 Museum Road, Bengaluru 560025',
  SELLER_STATE: '29',
  SUPPORT_EMAIL: 'help@learn.example.in',
  ENQUIRY_INBOX: 'team@learn.example.in',
};

describe('CREDENTIAL_SIGNING_KEY', () => {
  it('production refuses to start without one, in one line that says how to make it', () => {
    expect(() => loadConfig(production)).toThrow(
      /^CREDENTIAL_SIGNING_KEY: required when NODE_ENV=production .*npm run credential-key\)$/,
    );
  });

  it('production starts with a key, and development without one', () => {
    const key = newKey();
    expect(
      loadConfig({ ...production, CREDENTIAL_SIGNING_KEY: JSON.stringify(key) })
        .credentialSigningKey,
    ).toEqual(key);
    expect(loadConfig({}).credentialSigningKey).toBeUndefined();
    expect(loadConfig({ CREDENTIAL_SIGNING_KEY: '' }).credentialSigningKey).toBeUndefined();
  });

  it.each([
    ['not JSON', 'ed25519 please'],
    ['a public key only', JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: newKey().x })],
    ['another curve', JSON.stringify({ ...newKey(), crv: 'Ed448' })],
    ['a broken secret', JSON.stringify({ ...newKey(), d: 'abc' })],
  ])('stops with one line for %s, never repeating the value', (_case, value) => {
    let message = '';
    try {
      loadConfig({ CREDENTIAL_SIGNING_KEY: value });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^CREDENTIAL_SIGNING_KEY: must be an Ed25519 private key as one line/);
    expect(message).not.toContain(value);
  });

  it('refuses a key whose public half belongs to another', () => {
    const mixed = { ...newKey(), x: newKey().x };
    expect(parseEd25519PrivateJwk(JSON.stringify(mixed))).toBe(
      'its public part (x) does not belong to its private part (d)',
    );
  });

  it('refuses the example key, all zeros, which anyone could sign with', () => {
    expect(parseEd25519PrivateJwk(JSON.stringify(ed25519JwkFromSeed(Buffer.alloc(32))))).toMatch(
      /^is the example key/,
    );
  });

  it('makes the same key from the same 32 secret bytes, as Node itself derives it', () => {
    const key = newKey();
    const seed = Buffer.from(key.d, 'base64url');
    expect(ed25519JwkFromSeed(seed)).toEqual(key);
  });
});
