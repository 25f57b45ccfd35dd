import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const sendFormUrl = 'https://api.emailjs.com/api/v1.0/email/send-form';

const visit = {
  'Patient or doctor’s name': 'Asha Roy',
  'Mobile number': '98300 12345',
  'City or area': 'Krishnanagar',
  'Test name': 'CBC',
};

async function fillVisit(page: Page) {
  for (const [label, value] of Object.entries(visit)) await page.getByLabel(label).fill(value);
}

/**
 * Tests tagged @emailjs run in the `emailjs` project, against a build with VITE_EMAILJS_* set
 * (see playwright.config.ts); the rest run against the embedded-default build.
 */
const emailJs = { tag: '@emailjs' };

test.describe('the landing page', () => {
  test('e-mails the home-visit form through EmailJS as multipart', emailJs, async ({ page }) => {
    const posts: { body: string; contentType: string }[] = [];
    await page.route(sendFormUrl, async (route) => {
      const request = route.request();
      posts.push({
        body: request.postDataBuffer()?.toString('utf8') ?? '',
        contentType: (await request.allHeaders())['content-type'] ?? '',
      });
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto('/book-home-visit');
    await expect(page.getByText(/Demo site: requests are kept/)).toBeHidden();

    await page.getByRole('button', { name: 'Book home visit' }).click();
    expect(posts).toEqual([]);
    await fillVisit(page);
    await page.getByRole('button', { name: 'Book home visit' }).click();
    await expect(page.getByText('Your message was sent successfully.')).toBeVisible();
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.contentType).toMatch(/^multipart\/form-data/);
    for (const name of [
      'from_name',
      'from_mobile',
      'from_city',
      'from_labtestname',
      'lib_version',
      'service_id',
      'template_id',
      'user_id',
    ]) {
      expect(post?.body).toContain(`name="${name}"`);
    }
    expect(post?.body).toContain('Asha Roy');
    await expect(page.getByLabel('Patient or doctor’s name')).toHaveValue('');
  });

  test.describe(() => {
    // The browser logs the refused request itself.
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('keeps the form when EmailJS fails, and says so', emailJs, async ({ page }) => {
      await page.route(sendFormUrl, (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto('/book-home-visit');
      await fillVisit(page);
      await page.getByRole('button', { name: 'Book home visit' }).click();
      await expect(page.getByRole('alert')).toContainText('could not be sent');
      await expect(page.getByLabel('Mobile number')).toHaveValue('98300 12345');
    });
  });

  test('keeps the home-visit request in the browser on a demo build', async ({ page }) => {
    await page.goto('/book-home-visit');
    await expect(page.getByText(/Demo site: requests are kept/)).toBeVisible();
    await fillVisit(page);
    await page.getByRole('button', { name: 'Book home visit' }).click();
    await expect(page.getByText(/Saved on this device only/)).toBeVisible();
  });

  test('uploads a prescription with the local adapter, after refusing a wrong file', async ({
    page,
  }) => {
    await page.goto('/book-home-visit');
    const upload = page.getByRole('region', { name: 'Upload Prescription' });
    const button = upload.getByRole('button', { name: 'Upload prescription' });
    await expect(button).toBeDisabled();
    const input = upload.getByLabel('Prescription file');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(upload.getByRole('alert')).toContainText('not a photo or a PDF');
    await expect(button).toBeDisabled();

    await input.setInputFiles({
      name: 'rx.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(50_000, 1),
    });
    await button.click();
    await expect(upload.getByText('Prescription uploaded successfully.')).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('lab-site:uploads'));
    expect(JSON.parse(stored ?? '[]')).toEqual([
      expect.objectContaining({
        path: expect.stringMatching(/^prescription\/rx\.png-[0-9a-f]{32}$/),
        contentType: 'image/png',
        size: 50_000,
      }),
    ]);
  });

  test('opens a department photo dialog, which Escape closes', async ({ page }) => {
    await page.goto('/book-home-visit');
    const button = page.getByRole('button', { name: 'View 4 photos of Pathology' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Pathology photos' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Next slide' }).click();
    await expect(dialog.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute(
      'aria-label',
      '2 of 4',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the booking bar never hides the end of the page, and the baby carousel moves', async ({
    page,
  }) => {
    // Scrolls the longest page to its end and waits for the carousel's autoplay: 33 s on a slow,
    // busy machine.
    test.setTimeout(60_000);
    await page.goto('/book-home-visit');
    const call = page.getByRole('link', { name: /^Book Appointment: call/ });
    await expect(call).toBeInViewport();
    const carousel = page.getByRole('region', { name: 'Baby care pictures' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('img', { name: /feeding bottle/ })).toBeVisible();
    // Two pictures at a time at this width; Next moves on by one.
    await expect(carousel.getByRole('img')).toHaveCount(2);
    await carousel.getByRole('button', { name: 'Next picture' }).click();
    await expect(carousel.getByRole('img', { name: /baby bath/ })).toBeInViewport();
    await expect(carousel.getByRole('img', { name: /feeding bottle/ })).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barTop = await call.evaluate(
      (link) => link.parentElement?.getBoundingClientRect().top ?? 0,
    );
    const footerEnd = await page
      .getByRole('contentinfo')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual(barTop + 1);
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeInViewport();
  });
});

test.describe('the landing page at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits the screen and a focused field is never under the booking bar', async ({ page }) => {
    await page.goto('/book-home-visit');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const field = page.getByLabel('Test name');
    await field.focus();
    const barTop = await page
      .getByRole('link', { name: /^Book Appointment: call/ })
      .evaluate((link) => link.parentElement?.getBoundingClientRect().top ?? 0);
    // Scrolling to a focused field is smooth (Bootstrap), so the field arrives over a few frames.
    await expect
      .poll(() => field.evaluate((input) => input.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(barTop);
  });
});
