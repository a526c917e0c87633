import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteIdentityFromEnv } from '../../domain/site-identity-env.ts';
import { runServerToExit } from '../test/server-process.ts';
import { BUILD_IDENTITY_FILE, identityMismatch } from './build-identity.ts';

/** A web root whose build recorded the identity read from `env`. */
function builtWith(env: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-built-'));
  const identity = siteIdentityFromEnv(env, { production: false });
  fs.writeFileSync(
    path.join(dist, BUILD_IDENTITY_FILE),
    JSON.stringify({ identity, publicOrigin: 'http://localhost:3000' }),
  );
  fs.mkdirSync(path.join(dist, 'client'));
  return path.join(dist, 'client');
}

describe("the pages' identity and the server's", () => {
  const built = { SUPPORT_EMAIL: 'help@mentora.in', SUPPORT_PHONE: '+91 80 4567 1234' };

  it('agree when the environment is the one the pages were built with', () => {
    const webRoot = builtWith(built);
    const identity = siteIdentityFromEnv(built, { production: false });
    expect(identityMismatch(webRoot, identity)).toEqual([]);
    expect(identityMismatch('/nonexistent', identity)).toEqual([]);
    expect(
      identityMismatch(
        webRoot,
        siteIdentityFromEnv({ ...built, SITE_NAME: 'Other' }, { production: false }),
      ),
    ).toEqual(['SITE_NAME']);
  });

  it('stop the server with one line naming what differs, before it listens', () => {
    const webRoot = builtWith(built);
    const run = runServerToExit({
      PORT: '0',
      DATABASE_URL: 'sqlite::memory:',
      WEB_ROOT: webRoot,
      SUPPORT_EMAIL: 'help@mentora.in',
      WHATSAPP_NUMBER: '919845012345',
    });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      'Configuration error: SUPPORT_PHONE, WHATSAPP_NUMBER: the pages were built with other values; run `npm run build` with this environment',
    ]);
  });
});
