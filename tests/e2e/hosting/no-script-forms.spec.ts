// Playwright's own test, not the suites' fixture: with JavaScript off there is no app to wait for.
import { expect, test, type Page } from '@playwright/test';
import { openFirestore } from '../../../scripts/staff/lib/firestore-target';
import { SUBMISSION_QUOTA, submissionCollections } from '../../../src/shared/collections';
import { CEILING_PER_WINDOW } from '../../../src/shared/ceilings';
import { sendFormAddress } from '../../../src/shared/forms/no-script-forms';
import { contact as bengaliContact } from '../../../src/i18n/bn/contact';
import { forms as bengaliForms } from '../../../src/shared/i18n/bn/forms';
import { landingForms as bengaliLandingForms } from '../../../src/shared/i18n/bn/landing-forms';
import { sentPage as bengaliSentPage } from '../../../src/shared/i18n/bn/sent-page';
import { contact as englishContact } from '../../../src/i18n/en/contact';
import { forms as englishForms } from '../../../src/shared/i18n/en/forms';
import { landingForms as englishLandingForms } from '../../../src/shared/i18n/en/landing-forms';
import { sentPage as englishSentPage } from '../../../src/shared/i18n/en/sent-page';
import { localizedPath } from '../../../src/shared/page-language';
import { prefilledText } from '../../support/hand-over';
import { firestoreHost, projectId } from './hosting-emulators';

/**
 * A form sent with JavaScript off, through Hosting's rewrite of /api/send/… to the function in
 * the Functions emulator, which stores it in the official Firestore emulator: each form sends and
 * is stored, a refusal hands over what was typed, and junk comes back with the message beside the
 * field, in both languages. And what Hosting answers for an address with no file.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ javaScriptEnabled: false });

/** The records of a collection under this name (`from_name` for a home visit). */
async function storedWith(collection: string, title: string, nameKey = 'title') {
  const { db, close } = openFirestore({ kind: 'emulator', host: firestoreHost, projectId });
  try {
    const found = await db.collection(collection).where(nameKey, '==', title).get();
    return found.docs.map((doc) => doc.data());
  } finally {
    await close();
  }
}

async function setCeiling(collection: string, full: boolean) {
  const { db, close } = openFirestore({ kind: 'emulator', host: firestoreHost, projectId });
  try {
    const counter = db.collection(SUBMISSION_QUOTA).doc(collection);
    if (full) {
      await counter.set({
        windowStart: new Date(),
        count: CEILING_PER_WINDOW,
        lastId: 'x'.repeat(20),
      });
    } else await counter.delete();
  } finally {
    await close();
  }
}

// Hosting answers before the Functions emulator has loaded the functions; a GET is refused (405)
// once the function answers.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get(sendFormAddress('homeSampleEnquiry'))).status(), {
      timeout: 150_000,
    })
    .toBe(405);
});

/** Different each run, so a retry finds its own record. */
const run = Math.random().toString(36).slice(2, 8);

for (const { language, contact, forms, sentPage, landingForms } of [
  {
    language: 'en',
    contact: englishContact,
    forms: englishForms,
    sentPage: englishSentPage,
    landingForms: englishLandingForms,
  },
  {
    language: 'bn',
    contact: bengaliContact,
    forms: bengaliForms,
    sentPage: bengaliSentPage,
    landingForms: bengaliLandingForms,
  },
] as const) {
  const enquiry = contact.homeSampleEnquiry;
  const enquiryForm = (page: Page) =>
    page.locator('form').filter({ has: page.getByRole('button', { name: enquiry.submit }) });
  const fillEnquiry = async (page: Page, name: string, mobile = '+91 98765 43210') => {
    const form = enquiryForm(page);
    await form.getByLabel(enquiry.labels.title, { exact: true }).fill(name);
    await form.getByLabel(enquiry.labels.mobile, { exact: true }).fill(mobile);
    await form.getByLabel(enquiry.labels.pin, { exact: true }).fill('741 101');
    await form.getByLabel(enquiry.labels.city, { exact: true }).fill('Krishnanagar');
    await form.getByLabel(enquiry.labels.enquiry, { exact: true }).fill('Thyroid profile');
    await form.getByRole('button', { name: enquiry.submit }).click();
  };

  test(`${language}: with JavaScript off, a home sample enquiry is stored and the page says what was received`, async ({
    page,
  }) => {
    const name = `Mita Das ${language} ${run}`;
    await page.goto(localizedPath('/contact-us', language));
    await fillEnquiry(page, name);
    await expect(
      page.getByRole('heading', { level: 1, name: sentPage.received.heading }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText('9876543210')).toBeVisible();
    expect(await storedWith(submissionCollections.homeSampleEnquiry.name, name)).toEqual([
      expect.objectContaining({
        title: name,
        mobile: '9876543210',
        pin: '741101',
        city: 'Krishnanagar',
        enquiry: 'Thyroid profile',
        status: 'Available',
      }),
    ]);
  });

  test(`${language}: with JavaScript off, a feedback is stored`, async ({ page }) => {
    const words = contact.feedbackForm;
    const name = `Rahul Sen ${language} ${run}`;
    await page.goto(localizedPath('/Feedback-page', language));
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: words.submit }) })
      .first();
    await form.getByLabel(words.labels.title, { exact: true }).fill(name);
    await form.getByLabel(words.labels.mobile, { exact: true }).fill('09123-456789');
    await form.getByLabel(words.labels.emailaddress, { exact: true }).fill('rahul@example.com');
    await form.getByLabel(words.online.lastvisit, { exact: true }).fill('Station Road');
    await form.getByLabel(words.online.enquiry, { exact: true }).fill('Polite staff.');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: sentPage.received.heading }),
    ).toBeVisible();
    expect(await storedWith(submissionCollections.feedback.name, name)).toEqual([
      expect.objectContaining({ mobile: '9123456789', emailaddress: 'rahul@example.com' }),
    ]);
  });

  test(`${language}: with JavaScript off, a home visit is stored under its form’s fields`, async ({
    page,
  }) => {
    const words = landingForms.form;
    const name = `Asha Roy ${language} ${run}`;
    await page.goto(localizedPath('/book-home-visit', language));
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: words.submit }) });
    await form.getByLabel(words.fields.from_name, { exact: true }).fill(name);
    await form.getByLabel(words.fields.from_mobile, { exact: true }).fill('98300 12345');
    await form.getByLabel(words.fields.from_city, { exact: true }).fill('Krishnanagar');
    await form.getByLabel(words.fields.from_labtestname, { exact: true }).fill('CBC');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: sentPage.received.heading }),
    ).toBeVisible();
    expect(await storedWith(submissionCollections.homeVisit.name, name, 'from_name')).toEqual([
      expect.objectContaining({
        from_mobile: '9830012345',
        from_city: 'Krishnanagar',
        from_labtestname: 'CBC',
        status: 'Available',
      }),
    ]);
  });

  test(`${language}: with JavaScript off, junk comes back as typed with the message beside the field`, async ({
    page,
  }) => {
    const name = `Junk ${language} ${run}`;
    await page.goto(localizedPath('/contact-us', language));
    await fillEnquiry(page, name, '12345');
    await expect(page.getByRole('heading', { level: 1, name: sentPage.fix.heading })).toBeVisible();
    const mobile = page.getByRole('textbox', { name: enquiry.labels.mobile });
    await expect(mobile).toHaveValue('12345');
    await expect(mobile).toHaveAccessibleDescription(forms.problems.mobile);
    await expect(page.getByRole('textbox', { name: enquiry.labels.title })).toHaveValue(name);
    expect(await storedWith(submissionCollections.homeSampleEnquiry.name, name)).toEqual([]);
  });

  test(`${language}: with JavaScript off, a refused enquiry hands over what was typed`, async ({
    page,
  }) => {
    const name = `Refused ${language} ${run}`;
    const collection = submissionCollections.homeSampleEnquiry.name;
    await setCeiling(collection, true);
    try {
      await page.goto(localizedPath('/contact-us', language));
      await fillEnquiry(page, name);
      const alert = page.getByRole('alert');
      const chat = alert.getByRole('link', { name: /WhatsApp|হোয়াটসঅ্যাপ/ });
      const text = prefilledText((await chat.getAttribute('href')) ?? '');
      expect(text).toContain(enquiry.handOverSubject);
      expect(text).toContain(`${enquiry.labels.title}: ${name}`);
      await expect(alert.getByRole('link', { name: /SMS|এসএমএস/ })).toHaveAttribute(
        'href',
        /^sms:/,
      );
      await expect(page.getByRole('textbox', { name: enquiry.labels.city })).toHaveValue(
        'Krishnanagar',
      );
      expect(await storedWith(collection, name)).toEqual([]);
    } finally {
      await setCeiling(collection, false);
    }
  });
}

test('a health concern no build drew answers 404, as only the build adds them', async ({
  request,
}) => {
  expect((await request.get('/conditions/no-such-concern')).status()).toBe(404);
  expect((await request.get('/bn/conditions/no-such-concern')).status()).toBe(404);
  expect((await request.get('/conditions/fever')).status()).toBe(200);
});

test('a missing build file answers 404, revalidated, never kept a year', async ({ request }) => {
  const response = await request.get('/assets/missing.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
});

for (const [language, locale, heading] of [
  ['en', 'en-IN', 'We could not find that page'],
  ['bn', 'bn-IN', 'এই পাতাটি আমরা খুঁজে পাইনি'],
] as const) {
  test.describe(() => {
    test.use({ locale });
    test(`${language}: an address with no page answers 404 in the visitor's language, never indexed, with the phone and a search`, async ({
      page,
    }) => {
      const response = await page.goto('/no-such-page/blood-sugar');
      expect(response?.status()).toBe(404);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /^(Call|সেন্টারে)/ })
          .first(),
      ).toHaveAttribute('href', /^tel:\+91/);
      await expect(page.getByRole('search')).toBeVisible();
    });
  });
}
