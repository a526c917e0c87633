import { defineConfig } from 'vitest/config';
import { programIndexPlugin } from './scripts/program-index.ts';
import { packagesUsingReact, reactOnPreact } from './scripts/react-on-preact.ts';
import { publicConfigFromEnv } from './src/web/lib/public-config-env.ts';

export default defineConfig({
  plugins: [programIndexPlugin()],
  resolve: {
    alias: [
      ...reactOnPreact,
      // Its package names only a CommonJS build, which would load React itself.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    // The ES module builds of the libraries below, which go through the aliases; their CommonJS
    // builds would require React itself. (`ssr` is for the tests that run without a DOM.)
    conditions: ['module', 'browser', 'development|production'],
  },
  ssr: { resolve: { conditions: ['module', 'node', 'development|production'] } },
  define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfigFromEnv({})) },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['src/test/skipped-services.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // Libraries that import React run through the aliases too, not as loaded from node_modules.
    server: { deps: { inline: [...packagesUsingReact, '@testing-library/react'] } },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
