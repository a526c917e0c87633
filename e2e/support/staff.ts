import fs from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './ports.ts';

/**
 * The e2e site's owner: signed up with ADMIN_EMAIL and made owner by the setup project
 * (owner.setup.ts), which every other test runs after.
 */
export const E2E_OWNER = {
  username: 'Meera Owner',
  email: E2E_ADMIN_EMAIL,
  phone: '9876543210',
  password: 'owner e2e pass',
} as const;

/** Where the setup project leaves the owner's signed-in cookies for the other tests. */
export const OWNER_STATE = path.resolve(import.meta.dirname, '.state', 'owner.json');

/**
 * Signs this browser context in as the owner with the session the setup made: one session for
 * the whole run, as a person would keep, instead of a login per test (logins are limited).
 */
export async function ownerSignedIn(context: BrowserContext): Promise<void> {
  const { cookies } = JSON.parse(await fs.readFile(OWNER_STATE, 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(cookies);
  const profile = await context.request.get('/api/profile/');
  expect((await profile.json()).role).toBe('owner');
}
