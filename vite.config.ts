import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { programIndexPlugin } from './scripts/program-index.ts';
import { chunkName } from './scripts/chunk-name.ts';
import { brandDirProblem } from './src/server/web/brand-mark.ts';
import { BUILD_IDENTITY_FILE } from './src/server/web/build-identity.ts';
import { publicConfigFromEnv } from './src/web/lib/public-config-env.ts';

// The pages carry the identity and origin in ./.env, when there is one (as the server reads it).
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const apiPort = process.env.PORT ?? '3000';
const publicConfig = publicConfigFromEnv(process.env);
// A bad BRAND_DIR stops the build now, before it replaces the pages, rather than at its last
// step (scripts/brand-mark.ts), which puts the mark in.
const brandProblem = process.env.BRAND_DIR && brandDirProblem(process.env.BRAND_DIR);
if (brandProblem) throw new Error(`BRAND_DIR: ${brandProblem}`);

/**
 * Records who the pages say the site is, so that the server can refuse a mismatch, and the origin
 * their links were made with, which the server replaces with its own PUBLIC_ORIGIN.
 */
function recordIdentity(): Plugin {
  return {
    name: 'record-site-identity',
    apply: 'build',
    closeBundle() {
      const file = path.join('dist/web', BUILD_IDENTITY_FILE);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const { identity, buildOrigin: publicOrigin } = publicConfig;
      fs.writeFileSync(file, `${JSON.stringify({ identity, publicOrigin }, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [programIndexPlugin(), tailwindcss(), reactRouter(), recordIdentity()],
  define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfig) },
  // .env is read above, as the server reads it, and only there: not again by Vite, nor its
  // .env.local and .env.[mode] files, which the server never reads.
  envDir: false,
  server: {
    port: 5173,
    // In development the API runs as its own process; the browser sees one origin.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/dev': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    // Inline nothing: the CSP allows scripts and styles from files only.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // What every page runs in one file rather than forty: on a slow phone network each file
      // is a request that waits its turn for a connection (docs/performance.md).
      output: { codeSplitting: { groups: [{ name: chunkName() }] } },
    },
  },
});
