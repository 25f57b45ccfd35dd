import { expect, test } from '../../support/e2e/fixtures';

test.describe('navigation', () => {
  test('the menu and the footer move between pages without reloading', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'ABOUT US' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'ABOUT US' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Terms' })
      .click();
    await expect(page).toHaveURL(/\/Terms$/);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Partial reports are not issued' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test('the SERVICES menu lists its six entries and each opens its page', async ({ page }) => {
    const expected = [
      ['Radiology / Imaging', '/Radiology'],
      ['Pathology', '/'],
      ['Cardiology', '/Cardiology'],
      ['Neurology', '/Neurology'],
      ['Gastroenterology', '/'],
      ['Polyclinic', '/find-doctor'],
    ] as const;
    await page.goto('/about-us');
    for (const [name, path] of expected) {
      await page.getByRole('button', { name: 'SERVICES', exact: true }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await expect(page.getByRole('button', { name: 'SERVICES', exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
  });

  test('the SERVICES menu works from the keyboard alone', async ({ page }) => {
    await page.goto('/Terms');
    const services = page.getByRole('button', { name: 'SERVICES', exact: true });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Radiology / Imaging' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('the navigation bar and its call button stay in view as the page scrolls', async ({
    page,
  }) => {
    await page.goto('/Terms');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeInViewport();
    await expect(nav.getByRole('link', { name: /^Call / })).toBeInViewport();
  });

  test('a new page starts at its top', async ({ page }) => {
    await page.goto('/Terms');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'About Us' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu collapses behind a Menu button and opens on tap', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'ABOUT US' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Call / })).toBeVisible();
    await menu.click();
    await expect(nav.getByRole('link', { name: 'ABOUT US' })).toBeVisible();
    await nav.getByRole('link', { name: 'ABOUT US' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(nav.getByRole('link', { name: 'ABOUT US' })).toBeHidden();
  });
});

test.describe('About', () => {
  test('shows the photos of the centre staff listed, each described by its caption', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const photos = page.getByRole('region', { name: 'Our centre' }).getByRole('img');
    await expect(photos).toHaveCount(2);
    await expect(photos.first()).toHaveAccessibleName('The pathology laboratory (demo)');
    await expect(photos.first()).toHaveAttribute('loading', 'lazy');
    await photos.last().scrollIntoViewIfNeeded();
    // Loaded, from the site itself: the Content-Security-Policy lets it show.
    await expect
      .poll(() => photos.last().evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('captions them in Bengali on the Bengali page', async ({ page }) => {
    await page.goto('/bn/about-us');
    await expect(
      page
        .getByRole('region', { name: 'আমাদের সেন্টার' })
        .getByRole('img', { name: 'এক্স-রে ঘর (ডেমো)' }),
    ).toBeVisible();
  });
});
