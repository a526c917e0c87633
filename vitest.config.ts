import { defineConfig } from 'vitest/config';
import { programIndexPlugin } from './scripts/program-index.ts';
import { publicConfigFromEnv } from './src/web/lib/public-config-env.ts';

export default defineConfig({
  plugins: [programIndexPlugin()],
  define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfigFromEnv({})) },
  // The tests configure what they test themselves: no .env file of the project folder (the
  // operator's settings) reaches them, nor their import.meta.env and process.env.
  envDir: false,
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['src/test/skipped-services.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
