import { homeVisit } from '../../support/fixtures/submissions';
import { expect, test } from '../../support/e2e/fixtures';
import { fill } from '../../support/e2e/forms';

test.describe('the landing page', () => {
  test('keeps the home-visit request in the browser on a demo build, and says plainly that nothing was sent', async ({
    page,
  }) => {
    await page.goto('/book-home-visit');
    await expect(page.getByText(/Demo site: requests are kept/)).toBeVisible();
    await fill(page.locator('form').first(), homeVisit);
    await page.getByRole('button', { name: 'Book home visit' }).click();
    await expect(page.getByText('This is the demo site: nothing was sent.')).toBeVisible();
    await expect(page.getByText(/sent successfully/)).toHaveCount(0);
  });

  test('uploads a prescription with the local adapter, after refusing a wrong file', async ({
    page,
  }) => {
    await page.goto('/book-home-visit');
    const upload = page.getByRole('region', { name: 'Upload Prescription' });
    const button = upload.getByRole('button', { name: 'Upload prescription' });
    await expect(button).toBeDisabled();
    // A greyed button says what it waits for.
    await expect(button).toHaveAccessibleDescription(
      'Choose a photo or PDF of the prescription first.',
    );
    await expect(
      upload.getByText('Choose a photo or PDF of the prescription first.'),
    ).toBeVisible();
    const input = upload.getByLabel('Prescription file');
    await page.waitForLoadState('networkidle');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(upload.getByRole('alert')).toContainText('not a photo or a PDF');
    await expect(button).toBeDisabled();

    // A PNG, as its first bytes say: the page goes by those, not by the name.
    const png = Buffer.alloc(50_000, 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    await input.setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: png });
    await upload.getByLabel('Your name').fill('Mita Das');
    await upload.getByLabel('Mobile number').fill('98765 43210');
    await button.click();
    await expect(upload.getByText('This is the demo site: nothing was uploaded.')).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('lab-site:uploads'));
    expect(JSON.parse(stored ?? '[]')).toEqual([
      expect.objectContaining({
        path: expect.stringMatching(/^prescription\/[\w-]+\.png$/),
        contentType: 'image/png',
        size: 50_000,
      }),
    ]);
  });

  test('draws a phone’s large photo smaller before sending it, and says by how much', async ({
    page,
  }) => {
    await page.goto('/book-home-visit');
    const upload = page.getByRole('region', { name: 'Upload Prescription' });
    const input = upload.getByLabel('Prescription file');
    // The upload's code comes after the page's: a file chosen before would meet the pre-rendered
    // form alone.
    await page.waitForLoadState('networkidle');
    // A camera's photo, 3,000 × 2,250 of noise, made by the browser and chosen as a picker would:
    // megabytes that need not cross to the test and back.
    const chosenBytes = await input.evaluate(async (element: HTMLInputElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = 3000;
      canvas.height = 2250;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('No 2D canvas');
      const pixels = context.createImageData(canvas.width, canvas.height);
      const values = new Uint32Array(pixels.data.buffer);
      // At most 64 KiB of random bytes a call.
      for (let index = 0; index < values.length; index += 16_384) {
        crypto.getRandomValues(values.subarray(index, index + 16_384));
      }
      // Opaque: the alpha bytes of every pixel.
      for (let index = 3; index < pixels.data.length; index += 4) pixels.data[index] = 255;
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', 0.95),
      );
      if (blob === null) throw new Error('No JPEG');
      const chosen = new DataTransfer();
      chosen.items.add(new File([blob], 'IMG_2031.JPG', { type: 'image/jpeg' }));
      element.files = chosen.files;
      element.dispatchEvent(new Event('change', { bubbles: true }));
      return blob.size;
    });

    const shrunk = upload.getByText(/^Made smaller to send faster: /);
    // Decoding and drawing 6.75 million pixels is the phone's own work: seconds on a busy machine.
    await expect(shrunk).toBeVisible({ timeout: 30_000 });
    await expect(input).toHaveAccessibleDescription(/Made smaller to send faster/);
    const [before, after] = [
      ...((await shrunk.textContent()) ?? '').matchAll(/([\d.]+) (KB|MB)/g),
    ].map(([, amount, unit]) => Number(amount) * (unit === 'MB' ? 1024 * 1024 : 1024));
    expect(Math.abs((before ?? 0) - chosenBytes)).toBeLessThan(0.06 * chosenBytes);
    expect(after).toBeLessThan(before ?? 0);

    await upload.getByLabel('Your name').fill('Mita Das');
    await upload.getByLabel('Mobile number').fill('98765 43210');
    await upload.getByRole('button', { name: 'Upload prescription' }).click();
    await expect(upload.getByText('This is the demo site: nothing was uploaded.')).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('lab-site:uploads'));
    const [sent] = JSON.parse(stored ?? '[]') as {
      path: string;
      contentType: string;
      size: number;
    }[];
    expect(sent).toMatchObject({
      path: expect.stringMatching(/\.jpg$/),
      contentType: 'image/jpeg',
    });
    expect(sent?.size).toBeLessThan(chosenBytes);
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

  test('explains a mobile number the centre cannot call, beside the field', async ({ page }) => {
    await page.goto('/book-home-visit');
    const form = page.locator('form').first();
    await fill(form, { ...homeVisit, 'Mobile number': '12345 67890' });
    await form.getByRole('button', { name: 'Book home visit' }).click();

    const mobile = form.getByLabel('Mobile number');
    await expect(mobile).toBeFocused();
    await expect(mobile).toHaveAccessibleDescription(
      'Enter a 10-digit mobile number, for example 98765 43210 (+91 is fine).',
    );
    await expect(form.getByText(/^Enter a 10-digit mobile number/)).toBeInViewport();
    await expect(page.getByText('Your message was sent successfully.')).toBeHidden();
  });
});
