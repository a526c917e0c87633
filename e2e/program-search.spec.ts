import { expect, test } from './support/fixtures.ts';

// Issue 35: a search box in the header, answered from the catalogue without a server round trip.
test('the header search finds a program by its syllabus and opens it', async ({
  page,
  isMobile,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
  });
  await page.goto('/about');
  if (isMobile) {
    // A button in the bar opens the box across the top of the screen, focused.
    await page.getByRole('button', { name: 'Search programs' }).click();
    await expect(page.getByRole('dialog', { name: 'Search programs' })).toBeVisible();
  } else {
    await page.getByRole('combobox', { name: 'Search programs' }).click();
  }
  const box = page.getByRole('combobox', { name: 'Search programs' });
  await expect(box).toBeFocused();
  const before = asked.length;
  await box.pressSequentially('fastapi');

  const python = page.getByRole('option', { name: /^Python/ });
  await expect(python).toBeVisible();
  await expect(python).toContainText('Building a REST API with FastAPI or Flask');
  expect(asked.slice(before), 'no request to the server while typing').toEqual([]);
  await page.screenshot({
    path: `test-results/program-search/${isMobile ? 'phone' : 'desktop'}.png`,
  });

  if (isMobile) {
    await python.click();
    await expect(page.getByRole('dialog', { name: 'Search programs' })).toBeHidden();
  } else {
    // Other programs teach FastAPI too: the arrows go down the list to Python.
    const at = (await page.getByRole('option').allTextContents()).findIndex((text) =>
      text.startsWith('Python'),
    );
    for (let i = 0; i <= at; i++) await box.press('ArrowDown');
    await expect(python).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', `site-search-list-${at}`);
    await box.press('Enter');
  }
  await expect(page).toHaveURL('/python');
  await expect(page.getByRole('heading', { level: 1, name: /Python/ })).toBeVisible();
});

test('a search without an answer says so, and "/" comes back to the box', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "a phone has no '/' key to press outside a field");
  await page.goto('/contact');
  const box = page.getByRole('combobox', { name: 'Search programs' });
  await box.click();
  await box.pressSequentially('qwerty');
  const none = page.getByRole('status').filter({ hasText: 'No program matches' });
  await expect(none).toHaveText('No program matches ‘qwerty’. See all programs');
  await box.press('Escape');
  await expect(none).toBeHidden();

  await page.getByRole('heading', { level: 1, name: 'Contact us' }).click();
  await expect(box).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await box.fill('data');
  await expect(page.getByRole('option', { name: /^Data Analytics/ })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
});
