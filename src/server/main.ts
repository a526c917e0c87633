import cluster from 'node:cluster';
import { runPrimary } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { serve } from './serve.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const run = config.webConcurrency > 1 && cluster.isPrimary ? runPrimary : serve;
run(config).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
