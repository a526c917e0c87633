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
    globalSetup: ['src/test/skipped-services.ts', 'src/test/run-databases.ts'],
    setupFiles: ['src/test/worker-database.ts', 'src/test/async-waits.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // Vitest's default is one worker fewer than the cores: a single one on CI's two, idle while
    // the API tests wait on the database and mail. Three keep both cores busy.
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
