import { expect, test } from '../../support/e2e/fixtures';

/**
 * Find a Doctor and a doctor's own page. A schedule staff typed is written out, and the next
 * visit's date is worked out on the visitor's phone once the page has loaded, on India's
 * calendar: never last week's, as a date typed once went stale.
 */
test.describe('a doctor who visits on the 1st and 3rd Saturday', () => {
  // Wednesday 25 November 2026, 10:00 in India: Saturday the 28th is the month's 4th.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-25T10:00:00+05:30') });
  });

  test('shows the 1st Saturday of December as the next visit, not the 4th of November', async ({
    page,
  }) => {
    await page.goto('/find-doctor?q=Hazra');
    await page.clock.runFor(3000);
    const card = page.getByRole('listitem').filter({ hasText: 'Dr. Subhankar Hazra' });
    await expect(card).toContainText('Visiting days: 1st and 3rd Saturday, 11:00–15:00');
    await expect(card).toContainText('Next visit: Saturday 5 December, 11:00–15:00');
  });

  test('on the doctor’s own page, in Bengali too', async ({ page }) => {
    await page.goto('/bn/find-doctor/dr-subhankar-hazra');
    await page.clock.runFor(3000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ডাঃ শুভঙ্কর হাজরা');
    await expect(
      page.getByText('এম.বি.বি.এস., এম.ডি. (মেডিসিন), ডি.এম. (কার্ডিওলজি)'),
    ).toBeVisible();
    await expect(page.getByText('Reg. No. WBMC 00163')).toBeVisible();
    await expect(page.getByText('প্রথম ও তৃতীয় শনিবার, 11:00–15:00')).toBeVisible();
    await expect(page.getByText('পরের বার আসবেন: শনিবার, 5 ডিসেম্বর, 11:00–15:00')).toBeVisible();
  });
});

test.describe('a visit due today or tomorrow, on India’s calendar', () => {
  test('reads Today on the card and Tomorrow the day before, never in the pre-rendered page', async ({
    page,
    request,
  }) => {
    // The pre-rendered page holds the schedule, and no next visit of any day.
    const html = await (await request.get('/find-doctor/dr-subhankar-hazra')).text();
    expect(html).toContain('1st and 3rd Saturday, 11:00–15:00');
    expect(html).not.toContain('class="doctor-upcoming"');
    expect(html).not.toContain('Next visit: Today');

    // Saturday 5 December 2026, 09:00 in India: the 1st Saturday's visit is today.
    await page.clock.install({ time: new Date('2026-12-05T09:00:00+05:30') });
    await page.goto('/find-doctor/dr-subhankar-hazra');
    await page.clock.runFor(3000);
    await expect(page.getByText('Next visit: Today, 11:00–15:00')).toBeVisible();
    const whatsApp = page.getByRole('link', { name: /^WhatsApp Inquiry: Dr. Subhankar Hazra/ });
    await expect(whatsApp).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent('I would like an appointment with Dr. Subhankar Hazra')),
    );
  });

  test('in Bengali, the evening before', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-12-04T21:00:00+05:30') });
    await page.goto('/bn/find-doctor/dr-subhankar-hazra');
    await page.clock.runFor(3000);
    await expect(page.getByText('পরের বার আসবেন: আগামীকাল, 11:00–15:00')).toBeVisible();
  });
});

test('a search by speciality says what it found', async ({ page }) => {
  await page.goto('/find-doctor?q=heart');
  await expect(page.getByRole('status')).toHaveText(/^1 doctor found for 'heart'/);
  await expect(page.getByRole('status')).not.toContainText('No doctors match');
});
