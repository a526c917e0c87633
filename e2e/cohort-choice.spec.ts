import { signedIn, newAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { ownerSignedIn } from './support/staff.ts';

/** An IST date `days` from today, as the cohort form takes it. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + (330 + days * 24 * 60) * 60_000).toISOString().slice(0, 10);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** 'Starts Tue 5 Jan 2027' */
function startsInWords(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return `Starts ${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

test('a learner reads a program’s next cohorts and mentors, then picks a cohort at checkout', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  // Each viewport gets a cohort of its own, a day apart, so the two runs never share seats.
  const startsOn = dayFromToday(isMobile ? 31 : 30);
  const starts = startsInWords(startsOn);
  const owner = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await ownerSignedIn(owner);
  const created = await owner.request.post('/api/cohorts/', {
    data: { program: 'medical-coding', starts_on: startsOn, capacity: 8, language: 'Hindi' },
  });
  expect(created.status()).toBe(201);
  const cohort = (await created.json()) as { id: number };
  const planned = await owner.request.post(`/api/cohorts/${cohort.id}/sessions/generate/`, {
    data: { days: [2, 4], time: '19:00', minutes: 120, count: 24 },
  });
  expect(planned.status()).toBe(201);
  await owner.close();

  await signedIn(page.request, newAccount('Meena'));
  await page.goto('/medical-coding');
  await expect(page.getByText('12 weeks, 6 hours a week')).toBeVisible();
  const cohorts = page.getByRole('region', { name: 'Next cohorts' });
  const ours = cohorts.getByRole('listitem').filter({ hasText: starts });
  await expect(ours).toContainText('Tue and Thu, 7-9 pm IST · Hindi');
  await expect(ours).toContainText('8 seats left');
  await expect(cohorts.getByText('Self-paced: start any day')).toBeVisible();
  const mentors = page.getByRole('region', { name: 'Your mentors' });
  await expect(mentors.getByRole('heading', { name: 'Deepak Reddy' })).toBeVisible();
  await expect(mentors.getByRole('link', { name: /Deepak Reddy on LinkedIn/ })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/deepak-reddy-cpc',
  );
  await cohorts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('program-cohorts.png') });
  const portrait = mentors.getByRole('img', { name: /^Portrait of Deepak Reddy/ });
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toHaveJSProperty('complete', true);
  expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('program-mentors.png') });

  const addCart = page.getByRole('button', { name: 'Add Cart: Medical Coding, Basic Plan' });
  // Enabled once the page has come alive: the list the server wrote into it stayed.
  await expect(addCart).toBeEnabled();
  await expect(ours).toContainText('8 seats left');
  // Search engines that run the page read its cohorts in the Course JSON-LD after React took
  // over, as in the HTML the server sent.
  const instanceDates = (jsonLd: string) =>
    (
      JSON.parse(jsonLd) as { hasCourseInstance: Array<{ startDate?: string }> }
    ).hasCourseInstance.map((instance) => instance.startDate ?? 'self-paced');
  const served = await (await page.request.get('/medical-coding')).text();
  const servedLd =
    /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"Course"[\s\S]*?)<\/script>/.exec(
      served,
    )![1]!;
  const liveLd = await page.evaluate(
    () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => script.textContent ?? '')
        .find((text) => /"@type":\s*"Course"/.test(text)) ?? null,
  );
  expect(instanceDates(liveLd!)).toEqual(instanceDates(servedLd));
  expect(instanceDates(liveLd!)).toContain(startsOn);
  await addCart.click();
  await expect(page).toHaveURL('/addcart');
  // Back by the app's own navigation, the page reads the cohorts itself.
  await page.goBack();
  await expect(ours).toContainText('8 seats left');
  await page.goto('/checkout');

  const choice = page.getByRole('group', { name: 'Medical Coding (Basic Plan)' });
  const ourCohort = choice.getByRole('radio', { name: new RegExp(`^${starts}`) });
  await expect(ourCohort).toBeEnabled();
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByText('incl. 18% GST')).toBeVisible();
  await details.getByLabel('Address').fill('7 Banjara Hills, Hyderabad 500034');
  await details.getByLabel('State').selectOption({ label: 'Telangana' });
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(choice.getByText('Choose a cohort or self-paced.')).toBeVisible();
  await ourCohort.check();
  await page.screenshot({ path: testInfo.outputPath('checkout-cohort.png'), fullPage: true });
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/orders\/ORD-[0-9A-Z]{8}$/);

  // The unpaid order holds its seat.
  const listed = (await (
    await page.request.get('/api/programs/medical-coding/cohorts')
  ).json()) as {
    results: { id: number; seats_left: number }[];
  };
  expect(listed.results.find((c) => c.id === cohort.id)?.seats_left).toBe(7);
});
