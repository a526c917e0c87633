import type { APIRequestContext } from '@playwright/test';
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

/** Signs this browser context in as the owner. */
export async function ownerSignedIn(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/login/', {
    data: { username: E2E_OWNER.email, password: E2E_OWNER.password },
  });
  expect(login.status()).toBe(200);
  const profile = await request.get('/api/profile/');
  expect((await profile.json()).role).toBe('owner');
}
