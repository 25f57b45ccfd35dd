import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, openSettled } from '../../support/e2e/axe';
import { expect, test } from '../../support/e2e/fixtures';

/**
 * Accessibility beyond a page as it loads (every-page.spec.ts runs axe on each route at both
 * widths): the open menus, and every form sent with the keyboard alone.
 */
test.describe('axe on the open menus', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test.describe.configure({ timeout: 90_000 });

  test('the phone menu and the SERVICES list have no violation', async ({ page }) => {
    await openSettled(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'SERVICES', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Polyclinic', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/**
 * Every form, filled and sent with the keyboard alone: Tab from the top of the page to the first
 * field, type, Tab on, and Enter to send. A form that traps focus, skips a field or needs a
 * pointer fails here.
 */
test.describe('every form with the keyboard alone', () => {
  // Dozens of key presses each, slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  /** Presses Tab until `target` has focus, from wherever focus is now. */
  async function tabTo(page: Page, target: Locator, limit = 80) {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  /** Types each value into its field, moving on with Tab, then Tabs to `submit` and presses Enter. */
  async function fillByKeyboard(
    page: Page,
    scope: Locator,
    values: Record<string, string>,
    submit: string,
  ) {
    const [first] = Object.keys(values);
    if (first === undefined) return;
    await tabTo(page, scope.getByLabel(first, { exact: true }));
    for (const [label, value] of Object.entries(values)) {
      await tabTo(page, scope.getByLabel(label, { exact: true }), 3);
      await page.keyboard.type(value);
    }
    await tabTo(page, scope.getByRole('button', { name: submit }), 3);
    await page.keyboard.press('Enter');
  }

  const enquiry = {
    'Your name': 'Mita Das',
    'Mobile number': '9876543210',
    'PIN code': '741101',
    'City or town': 'Krishnanagar',
    'Test name': 'Thyroid profile',
  };

  for (const path of ['/contact-us', '/home-sample-colllection']) {
    test(`${path}: the home sample enquiry`, async ({ page }) => {
      await openSettled(page, path);
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Request home collection' }) });
      await fillByKeyboard(page, form, enquiry, 'Request home collection');
      await expect(form.getByRole('status')).toContainText(
        'This is the demo site: nothing was sent.',
      );
    });
  }

  test('/Feedback-page: both feedback tabs', async ({ page }) => {
    await openSettled(page, '/Feedback-page');
    const firstTab = page.getByRole('tab', { name: 'Online Feedback' });
    await tabTo(page, firstTab);
    const online = page.getByRole('tabpanel', { name: 'Online Feedback' });
    await fillByKeyboard(
      page,
      online,
      {
        'Your name': 'Rahul Sen',
        'Mobile number': '9123456789',
        'E-mail address': 'rahul@example.com',
        'Centre you last visited': 'Station Road',
        'Your feedback': 'Polite staff.',
      },
      'Send feedback',
    );
    await expect(online.getByRole('status')).toContainText(
      'This is the demo site: nothing was sent.',
    );

    // Back to the tabs, and on to the second with the arrow key, as the tab pattern has it.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, firstTab);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'In-Diagnostics Test experience' })).toBeFocused();
    const experience = page.getByRole('tabpanel', { name: 'In-Diagnostics Test experience' });
    await fillByKeyboard(
      page,
      experience,
      {
        'Your name': 'Asha Roy',
        'Mobile number': '7001234567',
        'E-mail address': 'asha@example.com',
        'Centre where you had your test': 'Krishnanagar',
        'Tell us about your test experience': 'Quick and painless.',
      },
      'Send feedback',
    );
    await expect(experience.getByRole('status')).toContainText(
      'This is the demo site: nothing was sent.',
    );
  });

  test('/book-home-visit: the home-visit request and the prescription upload', async ({ page }) => {
    await openSettled(page, '/book-home-visit');
    await fillByKeyboard(
      page,
      page.locator('form').first(),
      {
        'Patient or doctor’s name': 'Asha Roy',
        'Mobile number': '98300 12345',
        'City or area': 'Krishnanagar',
        'Test name': 'CBC',
      },
      'Book home visit',
    );
    await expect(page.getByText('This is the demo site: nothing was sent.')).toBeVisible();

    const upload = page.getByRole('region', { name: 'Upload Prescription' });
    await tabTo(page, upload.getByLabel('Your name'));
    await page.keyboard.type('Mita Das');
    await page.keyboard.press('Tab');
    await page.keyboard.type('98765 43210');
    const input = upload.getByLabel('Prescription file');
    await tabTo(page, input);
    // The file picker opens from the keyboard; the test answers it as the visitor would.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Space'),
    ]);
    // A PNG by its first bytes, which the page checks.
    const png = Buffer.alloc(5_000);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    await chooser.setFiles({ name: 'rx.png', mimeType: 'image/png', buffer: png });
    const button = upload.getByRole('button', { name: 'Upload prescription' });
    await tabTo(page, button, 5);
    await page.keyboard.press('Enter');
    await expect(upload.getByText('This is the demo site: nothing was uploaded.')).toBeVisible();
  });

  test('/labtest: the search', async ({ page }) => {
    await openSettled(page, '/labtest');
    await tabTo(page, page.getByRole('searchbox', { name: 'Search tests by name' }));
    await page.keyboard.type('thyroid');
    await expect(page.getByRole('status').filter({ hasText: /found/ })).toContainText('found');
    await expect(page.getByRole('heading', { level: 2, name: /Thyroid/ }).first()).toBeVisible();
  });
});
