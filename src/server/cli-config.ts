import { ConfigError, loadConfig, type Config } from './config.ts';
import { configErrorLines } from './config-warnings.ts';
import { loadEnvFile } from './env-file.ts';

/**
 * The server's settings, .env's too, for a command run beside it: the database it opens is the
 * server's. A setting at fault is printed as the server prints it, and the command ends.
 */
export function cliConfig(): Config {
  const envFileNames = loadEnvFile();
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const line of configErrorLines(err.message, envFileNames)) console.error(line);
    process.exit(1);
  }
}
