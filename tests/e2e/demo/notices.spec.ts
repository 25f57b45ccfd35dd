import { expect, test } from '../../support/e2e/fixtures';

/**
 * Staff's dated notices and the footer's "open now" line, worked out on the visitor's phone once
 * the page has loaded, in India's time: the pre-rendered page carries neither. The demo's notices
 * are dated from the day it runs, so one is always showing.
 */
test.describe('notices and the open-now line', () => {
  test('a notice shows as a banner after load, and stays dismissed for the visit', async ({
    page,
  }) => {
    // Friday 27 November 2026, 10:30 in India.
    await page.clock.install({ time: new Date('2026-11-27T10:30:00+05:30') });
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('Demo notice');

    await page.goto('/');
    await page.clock.runFor(3000);
    const notices = page.getByRole('region', { name: 'Notices from the centre' });
    await expect(notices.getByText(/^Demo notice, dated by staff/)).toBeVisible();
    // A doctor's notice is that doctor's alone.
    await expect(notices.getByText(/the doctor is away/)).toHaveCount(0);

    await notices.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect(notices).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'CONTACT' })
      .click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await page.clock.runFor(3000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notices from the centre' })).toHaveCount(0);
  });

  test('a notice wider than its line shows one line until the visitor opens it', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-27T10:30:00+05:30') });
    await page.goto('/');
    await page.clock.runFor(3000);
    const notices = page.getByRole('region', { name: 'Notices from the centre' });
    const words = notices.getByText(/^Demo notice, dated by staff/);
    await expect(words).toBeVisible();
    // The demo's notice fits a phone's line: nothing to open.
    await expect(notices.getByRole('button', { name: 'Read more' })).toHaveCount(0);

    // On a narrower screen it does not.
    await page.setViewportSize({ width: 200, height: 700 });
    await page.reload();
    await page.clock.runFor(3000);
    const oneLine = (await words.boundingBox())?.height ?? 0;
    const more = notices.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(notices.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect((await words.boundingBox())?.height ?? 0).toBeGreaterThan(oneLine * 1.5);
  });

  test('in Bengali on a Bengali page, and a doctor’s notice on that doctor’s page', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-27T10:30:00+05:30') });
    await page.goto('/bn/find-doctor/dr-sayantan-ghoshal');
    await page.clock.runFor(3000);
    await expect(
      page
        .getByRole('region', { name: 'কেন্দ্রের বিজ্ঞপ্তি' })
        .getByText(/^ডেমো বিজ্ঞপ্তি, কর্মীদের দেওয়া/),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByText(/^ডেমো বিজ্ঞপ্তি: এই সপ্তাহে ডাক্তারবাবু/),
    ).toBeVisible();
  });

  test('the footer says the centre is open and until when, after load only', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-27T10:30:00+05:30') });
    const html = await (await page.request.get('/about-us')).text();
    expect(html).not.toMatch(/Open now|Closed ·/);

    await page.goto('/about-us');
    await page.clock.runFor(3000);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Open now · closes 8 pm')).toBeVisible();
  });

  test('after the Sunday half day it says when the centre opens, in Bengali too', async ({
    page,
  }) => {
    // Sunday 29 November 2026, 14:00 in India: closed since 1 pm.
    await page.clock.install({ time: new Date('2026-11-29T14:00:00+05:30') });
    await page.goto('/about-us');
    await page.clock.runFor(3000);
    await expect(
      page.getByRole('contentinfo').getByText('Closed · opens tomorrow 7 am'),
    ).toBeVisible();

    await page.goto('/bn/about-us');
    await page.clock.runFor(3000);
    await expect(
      page.getByRole('contentinfo').getByText('এখন বন্ধ · খুলবে আগামীকাল সকাল ৭টায়'),
    ).toBeVisible();
  });
});
