import type { Locator, Page } from '@playwright/test';
import {
  enquiry,
  enquiryHandedOver,
  experienceFeedback,
  failureWords,
  feedbackTabs,
} from '../../support/fixtures/submissions';
import { enquiryForm, expectHandedOver, expectValues, fill } from '../../support/e2e/forms';
import { expect, test } from '../../support/e2e/fixtures';

/**
 * The forms that reach the centre, on the embedded default: what a visitor sends is kept in this
 * browser's localStorage, where the demo site's staff would find it.
 */

/** What the demo store holds for a written collection: the fields of each record sent. */
function stored(page: Page, collection: string) {
  return page.evaluate((key) => {
    const records = JSON.parse(localStorage.getItem(key) ?? '[]') as { fields: unknown }[];
    return records.map(({ fields }) => fields);
  }, `lab-site:submissions:${collection}`);
}

/**
 * The local adapter sends nothing over the network, so going offline cannot fail it. What can
 * fail is the browser's storage (full, or blocked by the browser's settings): this makes it so.
 */
function breakTheDemoStore(page: Page) {
  return page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key.startsWith('lab-site:submissions:')) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    };
  });
}

for (const path of ['/contact-us', '/home-sample-colllection']) {
  test(`${path}: a home sample enquiry is stored and the form cleared`, async ({ page }) => {
    await page.goto(path);
    const form = enquiryForm(page);
    await fill(form, enquiry.typed);

    await form.getByRole('button', { name: 'Request home collection' }).click();

    await expect(form.getByRole('status')).toContainText(
      'This is the demo site: nothing was sent.',
    );
    await expectValues(form, Object.fromEntries(Object.keys(enquiry.typed).map((l) => [l, ''])));
    expect(await stored(page, 'Home-Sample-Enquiry')).toEqual([enquiry.stored]);
  });
}

for (const path of ['/contact-us', '/Feedback-page']) {
  for (const { tab, typed, stored: record } of feedbackTabs) {
    test(`${path}: feedback from the "${tab}" tab is stored`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await fill(panel, typed);

      await panel.getByRole('button', { name: 'Send feedback' }).click();

      await expect(panel.getByRole('status')).toContainText(
        'This is the demo site: nothing was sent.',
      );
      await expect(panel.getByLabel('Your name')).toHaveValue('');
      expect(await stored(page, 'Customer_Feedback')).toEqual([record]);
      expect(await stored(page, 'Home-Sample-Enquiry')).toEqual([]);
      // The demo's settings name a place: the visitor may say it on Google too.
      await expect(
        panel
          .getByRole('status')
          .getByRole('link', { name: 'Review us on Google (opens in a new tab)' }),
      ).toHaveAttribute('href', `${GOOGLE_REVIEW}${DEMO_PLACE_ID}`);
    });
  }
}

const DEMO_PLACE_ID = 'DEMO-place-id-of-no-real-place';
const GOOGLE_REVIEW = 'https://search.google.com/local/writereview?placeid=';

test('/contact-us invites a review on Google and gives directions to the centre’s place, once the settings are in', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const directions = page
    .getByRole('region', { name: 'Reach us' })
    .getByRole('link', { name: 'Get directions (opens in a new tab)' });
  await expect(directions).toHaveAttribute(
    'href',
    new RegExp(
      `^https://www\\.google\\.com/maps/dir/\\?api=1&destination=Nirnay.*&destination_place_id=${DEMO_PLACE_ID}$`,
    ),
  );
  await expect(
    page
      .getByRole('region', { name: 'Feedback' })
      .getByRole('link', { name: 'Review us on Google (opens in a new tab)' }),
  ).toHaveAttribute('href', `${GOOGLE_REVIEW}${DEMO_PLACE_ID}`);
  // The footer, on every page, keeps the search for the address.
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Get directions (opens in a new tab)' }),
  ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
});

test('/contact-us gives the office, helplines, e-mail and WhatsApp links', async ({ page }) => {
  await page.goto('/contact-us');
  const reachUs = page.getByRole('region', { name: 'Reach us' });

  await expect(reachUs.getByText('4th Floor, 27 Park Street')).toBeVisible();
  await expect(reachUs.getByRole('link', { name: '+91 00000 01212', exact: true })).toHaveAttribute(
    'href',
    'tel:+910000001212',
  );
  await expect(reachUs.getByRole('link', { name: '+91 00000 01215', exact: true })).toHaveAttribute(
    'href',
    'tel:+910000001215',
  );
  await expect(reachUs.getByRole('link', { name: 'care@example.com' })).toHaveAttribute(
    'href',
    'mailto:care@example.com',
  );
  await expect(reachUs.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/910000001212\?text=I%20am%20Interested$/,
  );
});

test('an empty form sends nothing and focuses the first field', async ({ page }) => {
  await page.goto('/home-sample-colllection');
  const form = enquiryForm(page);

  await form.getByRole('button', { name: 'Request home collection' }).click();

  await expect(form.getByRole('alert')).toHaveText(/All fields are mandatory!/);
  await expect(form.getByLabel('Your name')).toBeFocused();
  expect(await stored(page, 'Home-Sample-Enquiry')).toEqual([]);
});

test.describe('when the save fails', () => {
  test.beforeEach(async ({ page }) => {
    await breakTheDemoStore(page);
  });

  test('the enquiry form keeps every field and hands it over to WhatsApp or SMS', async ({
    page,
  }) => {
    await page.goto('/home-sample-colllection');
    const form = enquiryForm(page);
    await fill(form, enquiry.typed);

    await form.getByRole('button', { name: 'Request home collection' }).click();

    await expect(form.getByRole('alert')).toContainText(failureWords.notSent);
    await expectHandedOver(form, enquiryHandedOver);
    await expectValues(form, enquiry.typed);
    await expect(form.getByRole('button', { name: 'Request home collection' })).toBeEnabled();
  });

  test('the feedback form keeps every field, and the draft survives a reload', async ({ page }) => {
    const { tab, typed } = experienceFeedback;
    await page.goto('/Feedback-page');
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await fill(panel, typed);

    await panel.getByRole('button', { name: 'Send feedback' }).click();

    await expect(panel.getByRole('alert')).toContainText(failureWords.notSent);
    await expectHandedOver(panel, [`Your name: ${typed['Your name']}`]);
    await expectValues(panel, typed);
    await page.reload();
    await page.getByRole('tab', { name: tab }).click();
    await expectValues(page.getByRole('tabpanel', { name: tab }), typed);
  });
});

test('what was typed survives a reload, and is gone once sent', async ({ page }) => {
  await page.goto('/contact-us');
  await fill(enquiryForm(page), enquiry.typed);

  await page.reload();
  await expectValues(enquiryForm(page), enquiry.typed);
  await enquiryForm(page).getByRole('button', { name: 'Request home collection' }).click();
  await expect(enquiryForm(page).getByRole('status')).toContainText(
    'This is the demo site: nothing was sent.',
  );
  await page.reload();

  await expect(enquiryForm(page).getByLabel('Your name')).toHaveValue('');
});

test('the personal data notice links to the privacy page', async ({ page }) => {
  await page.goto('/home-sample-colllection');

  await page.getByRole('link', { name: 'How we handle your personal data' }).click();

  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
});

test('an old link to the Terms’ privacy section lands a tap from the privacy page', async ({
  page,
}) => {
  await page.goto('/Terms#privacy');

  await expect(
    page.getByRole('heading', { level: 2, name: 'Your personal data' }),
  ).toBeInViewport();
  await page.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test.describe('on a 360 px phone, with the keyboard alone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  /** Presses Tab until the element is focused, as a keyboard user would. */
  async function tabTo(page: Page, target: Locator, most = 40) {
    for (let presses = 0; presses < most; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  test('a home sample enquiry is sent without a pointer, on a page that fits', async ({ page }) => {
    await page.goto('/home-sample-colllection');
    const form = enquiryForm(page);

    await tabTo(page, form.getByLabel('Your name'));
    for (const value of Object.values(enquiry.typed)) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // Past the personal data notice's link, to the button.
    await tabTo(page, form.getByRole('button', { name: 'Request home collection' }));
    await page.keyboard.press('Enter');

    await expect(form.getByRole('status')).toContainText(
      'This is the demo site: nothing was sent.',
    );
    expect(await stored(page, 'Home-Sample-Enquiry')).toEqual([enquiry.stored]);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Dismiss message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toBeEmpty();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  test('the feedback tabs are chosen with the arrow keys and the form sent', async ({ page }) => {
    const { tab, typed, stored: record } = experienceFeedback;
    await page.goto('/Feedback-page');

    await tabTo(page, page.getByRole('tab', { name: 'Online Feedback' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: tab })).toBeFocused();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: tab });
    await tabTo(page, panel.getByLabel('Your name'));
    for (const value of Object.values(typed)) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await tabTo(page, panel.getByRole('button', { name: 'Send feedback' }));
    await page.keyboard.press('Enter');

    await expect(panel.getByRole('status')).toContainText(
      'This is the demo site: nothing was sent.',
    );
    expect(await stored(page, 'Customer_Feedback')).toEqual([record]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
