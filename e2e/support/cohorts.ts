import { expect, type Page } from '@playwright/test';

/**
 * At checkout, starts self-paced each line whose program has upcoming cohorts (other tests may
 * have made some), once the cohorts have been read; lines without any need no choice.
 */
export async function startSelfPacedWhereAsked(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'When do you want to start?' });
  await expect(section.getByText('Loading the cohorts...')).toHaveCount(0);
  for (const radio of await section.getByRole('radio', { name: /^Self-paced/ }).all()) {
    await radio.check();
  }
}
