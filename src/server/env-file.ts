import fs from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Loads ./.env, when there is one, beneath the environment (whose own values win), and returns
 * the names it holds, so that start-up can point out the ones that look misspelled.
 */
export function loadEnvFile(): string[] {
  if (!fs.existsSync('.env')) return [];
  process.loadEnvFile('.env');
  return Object.keys(parseEnv(fs.readFileSync('.env', 'utf8')));
}
