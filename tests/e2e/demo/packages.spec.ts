import type { Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';

/** The accordion's section buttons, inside the Package Inclusions card. */
const sections = (page: Page) =>
  page
    .getByRole('region', { name: 'Package Inclusions' })
    .getByRole('heading', { level: 3 })
    .getByRole('button');

/** All sections start closed; opening one shows its lines, opening another closes it. */
async function openSectionsOneAtATime(page: Page) {
  const buttons = sections(page);
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let index = 0; index < count; index += 1) {
    await expect(buttons.nth(index)).toHaveAttribute('aria-expanded', 'false');
  }
  const first = buttons.nth(0);
  const second = buttons.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstPanel = page.getByRole('region', { name: (await first.textContent()) ?? '' });
  await expect(firstPanel).toBeVisible();
  await expect(firstPanel.getByRole('listitem').first()).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstPanel).toBeHidden();
  await expect(
    page.getByRole('region', { name: (await second.textContent()) ?? '' }),
  ).toBeVisible();
}

test.describe('health packages', () => {
  test('list → general package → open sections → Back', async ({ page }) => {
    await page.goto('/health-package');
    await expect(page.getByRole('heading', { level: 1, name: 'Health Package' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'General Package' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel', { name: 'General Package' });
    const link = panel.getByRole('link', { name: 'Essential Health Check-up', exact: true });
    const card = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Essential Health Check-up', exact: true }) });
    await expect(card.getByText('Home Collection Available')).toBeVisible();
    await expect(card.locator('s')).toHaveText(/^₹[\d,]+$/);
    await expect(card.getByText(/^\d+% OFF$/)).toBeVisible();

    // The whole card opens the package, not only its name: a tap on its note lands on the link.
    const note = await card.getByText('Home Collection Available').boundingBox();
    if (!note) throw new Error('The note has no box');
    await page.mouse.click(note.x + note.width / 2, note.y + note.height / 2);
    await expect(page).toHaveURL(/\/healthpackage\/essential-health-checkup$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Essential Health Check-up' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Essential Health Check-up \| /);
    // Came from the list, so the price it showed is shown again.
    await expect(page.getByText(/^₹[\d,]+$/).first()).toBeVisible();
    // The demo's poster is the placeholder "Lab Admin", which the page does not show.
    await expect(page.getByText(/^Posted by /)).toHaveCount(0);
    await expect(page.getByText('Pre Test Information:')).toBeVisible();
    await expect(page.getByText('Report Delivery:')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call Now/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: /^WhatsApp Inquiry/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=I%20am%20Interested%20in%20Essential%20Health%20Check-up$/,
    );
    await expect(sections(page)).toHaveCount(5);
    await openSectionsOneAtATime(page);
    // A general package has no question, so no FAQ section is drawn.
    await expect(
      page.getByRole('heading', { name: 'Frequently Asked Questions (FAQs)' }),
    ).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Back', exact: true })
      .click();
    await expect(page).toHaveURL(/\/health-package\?tab=general$/);
    await expect(link).toBeVisible();
  });

  test('alcohol impact tab → package → browser Back keeps the tab', async ({ page }) => {
    await page.goto('/health-package');
    await page.getByRole('tab', { name: 'Alcohol Impact' }).click();
    await expect(page).toHaveURL(/\/health-package\?tab=alcohol-impact$/);
    const panel = page.getByRole('tabpanel', { name: 'Alcohol Impact' });
    await panel.getByRole('link', { name: 'Alcohol Impact – Basic', exact: true }).click();

    await expect(page).toHaveURL(/\/besthealth\/alcohol-impact-basic$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Alcohol Impact – Basic' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Alcohol Impact Package',
    );
    await expect(sections(page)).toHaveCount(3);
    await openSectionsOneAtATime(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions (FAQs)' });
    await expect(faq.getByRole('heading', { name: 'Q1. What is Alcoholism?' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/health-package\?tab=alcohol-impact$/);
    await expect(page.getByRole('tab', { name: 'Alcohol Impact' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      panel.getByRole('link', { name: 'Alcohol Impact – Basic', exact: true }),
    ).toBeVisible();
  });

  test('diabetic tab from the keyboard → package → reload → Back', async ({ page }) => {
    await page.goto('/health-package');
    await page.getByRole('tab', { name: 'General Package' }).focus();
    await page.keyboard.press('ArrowLeft');
    const diabetic = page.getByRole('tab', { name: 'Diabetic Package' });
    await expect(diabetic).toBeFocused();
    await expect(diabetic).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/health-package\?tab=diabetic$/);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Diabetic Package' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const link = page
      .getByRole('tabpanel', { name: 'Diabetic Package' })
      .getByRole('link', { name: 'Diabetes Care – Basic', exact: true });
    await link.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/diabeticpackage\/diabetes-care-basic$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diabetes Care – Basic' }),
    ).toBeVisible();
    await expect(sections(page)).toHaveCount(3);
    // From the keyboard: Enter opens a section.
    await sections(page).first().focus();
    await page.keyboard.press('Enter');
    await expect(sections(page).first()).toHaveAttribute('aria-expanded', 'true');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions (FAQs)' });
    await expect(faq.getByRole('heading', { name: 'Q1. What is Diabetes?' })).toBeVisible();
    await expect(faq).not.toContainText('Alcoholism');

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Back', exact: true })
      .click();
    await expect(page).toHaveURL(/\/health-package\?tab=diabetic$/);
    await expect(link).toBeVisible();
  });

  test('a shared package address opens the package directly, with its price, as the list shows it', async ({
    page,
    request,
  }) => {
    await page.goto('/health-package?tab=general');
    const card = page.getByRole('listitem').filter({ hasText: 'Full Body Check-up' });
    const listed = (await card.locator('.price-tag').textContent()) ?? '';
    expect(listed).toContain('₹2,100');
    await page.goto('/healthpackage/full-body-checkup');
    await expect(page.getByRole('heading', { level: 1, name: 'Full Body Check-up' })).toBeVisible();
    await expect(page.locator('.package-facts .price-tag')).toHaveText(listed);
    // In the page as it is shared: a link preview and a crawler see it too.
    const html = await (await request.get('/healthpackage/full-body-checkup')).text();
    expect(html).toContain('₹2,100');
  });

  test('Home Collection Available on a package opens the form with the package filled in', async ({
    page,
  }) => {
    await page.goto('/healthpackage/full-body-checkup');
    await page.getByRole('link', { name: 'Home Collection Available', exact: true }).click();
    await expect(page).toHaveURL(/\/home-sample-colllection\?test=Full\+Body\+Check-up$/);
    await expect(page.getByLabel('Test name')).toHaveValue('Full Body Check-up');
  });

  test('an unknown package says so, with a way back to the list', async ({ page }) => {
    await page.goto('/healthpackage/no-such-package');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This package was not found' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'See all health packages', exact: true }).click();
    await expect(page).toHaveURL(/\/health-package\?tab=general$/);
  });

  test.describe('when the package cannot be read', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('a failed read offers Retry, which then shows the package', async ({ page }) => {
      let fail = true;
      await page.route(/general-packages-[\w-]+\.js$/, (route) =>
        fail ? route.abort() : route.continue(),
      );
      // A pre-rendered package page carries its package: a visitor coming from the list reads it.
      await page.goto('/health-package');
      await page.getByRole('link', { name: 'Full Body Check-up', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('We could not load this package');
      fail = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Full Body Check-up' }),
      ).toBeVisible();
    });
  });

  test('the scroll-to-top button appears after 100 px and takes the visitor up', async ({
    page,
  }) => {
    await page.goto('/healthpackage/full-body-checkup');
    await expect(page.getByRole('heading', { level: 1, name: 'Full Body Check-up' })).toBeVisible();
    // In the navigation bar, which stays at the top: never over the page's text or controls.
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Back to top',
    });
    await expect(button).toBeHidden();
    // Once what comes after load (the home collection's terms) is in: it moves the page.
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 400);
    await expect(button).toBeVisible();
    // Tapped where it shows, as a finger does: a locator's click first scrolls its target into
    // view, and scrolling to a button in the sticky bar can take the page back to its top itself.
    const box = await button.boundingBox();
    if (box === null) throw new Error('The back-to-top button has no box on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('health packages on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list and a package fit the screen and work by touch', async ({ page }) => {
    for (const path of ['/health-package?tab=alcohol-impact', '/besthealth/liver-care-package']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
    await openSectionsOneAtATime(page);
  });
});
