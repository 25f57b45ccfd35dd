import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { demoCatalogue } from '../../../src/shared/demo-catalogue';
import type { ReadableCollection } from '../../../src/shared/collections';
import { expect, test } from '../../support/e2e/fixtures';
import {
  enquiry,
  enquiryHandedOver,
  failureWords,
  feedbackTabs,
  homeVisit,
  homeVisitStored,
} from '../../support/fixtures/submissions';
import { enquiryForm, expectHandedOver, expectValues, fill } from '../../support/e2e/forms';
import type { PostedEmail } from '../../support/stand-in-emailjs';
import {
  deleteRecords,
  emailJsStandInPort,
  firebaseModeDist,
  firestoreHost,
  labTestCount,
  projectId,
  storedRecords,
} from './firebase-mode';

/**
 * The site as the lab's visitors get it: the Firebase-mode build reading and writing the official
 * Firestore emulator, which enforces firestore.rules, seeded by `npm run seed` (and 2,500 lab
 * tests). Nothing here is answered by the test: every call reaches the emulator.
 */

// Firestore Lite logs each failed call before the page handles it, and the browser each refused
// request. (One pattern: Playwright reads an option's array of two as a value and its options.)
const firestoreFailure = /@firebase\/firestore|Failed to load resource/;

const documentsOf = (collection: ReadableCollection) => demoCatalogue[collection]();
const named = async (collection: ReadableCollection) =>
  (await documentsOf(collection))
    .map(({ data }) => data.name)
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '');

const status = (page: Page) => page.getByRole('status').filter({ hasText: /found$/ });
const cardList = (page: Page) => page.getByRole('list', { name: /found$/ });
const inIndianDigits = (count: number) => count.toLocaleString('en-IN');
/** Enquiries one phone sends one after another, each counted against an account of its own. */
const SENT_IN_TURN = 3;

test.describe('the catalogue, read from Firestore', () => {
  const lists = [
    { path: '/labtest', collection: 'Labtest', noun: 'tests', search: 'Search tests by name' },
    {
      path: '/find-doctor',
      collection: 'AllDoctor',
      noun: 'doctors',
      search: 'Search doctors by name or speciality',
    },
    { path: '/Radiology', collection: 'Radiology', noun: 'tests', search: 'Search tests by name' },
    {
      path: '/Cardiology',
      collection: 'Cardiology',
      noun: 'tests',
      search: 'Search tests by name',
    },
    { path: '/Neurology', collection: 'Neurology', noun: 'tests', search: 'Search tests by name' },
  ] as const;

  for (const { path, collection, noun, search } of lists) {
    test(`${path} lists the seeded ${collection} collection`, async ({ page }) => {
      // A search over 2,500 lab tests on a busy machine.
      test.setTimeout(90_000);
      const names = await named(collection);
      const total = collection === 'Labtest' ? labTestCount : names.length;
      await page.goto(path);
      await expect(status(page)).toHaveText(`${inIndianDigits(total)} ${noun} found`, {
        timeout: 60_000,
      });

      const [first = ''] = names;
      await page.getByRole('searchbox', { name: search }).fill(first);
      await expect(cardList(page).getByRole('heading', { name: first }).first()).toBeVisible();
    });
  }

  test('/labtest: "ECG" typed there is Cardiology’s card, its price dated as the deploy read it', async ({
    page,
  }) => {
    await page.goto('/labtest?q=ECG');
    const cardiology = page.getByRole('region', { name: 'Cardiology' });
    const card = cardiology.getByRole('listitem').first();
    await expect(card.getByRole('heading', { level: 4 })).toContainText('ECG');
    await expect(card.getByText(/₹\s?[\d,]+|Call us for the price/).first()).toBeVisible();
    await expect(card.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    // The seeded documents' update time, as the build read them: a date, in the centre's days.
    await expect(cardiology.getByText(/^Prices updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText(/No tests match/)).toHaveCount(0);
  });

  test('/health-package lists each tab’s packages', async ({ page }) => {
    await page.goto('/health-package');
    const tabs = [
      ['General Package', 'GeneralPackage'],
      ['Alcohol Impact', 'AlcoholImpactPackage'],
      ['Diabetic Package', 'DiabeticPackage'],
    ] as const;
    for (const [tab, collection] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      for (const name of await named(collection)) {
        await expect(panel.getByRole('heading', { name, exact: true })).toBeVisible();
      }
    }
  });

  const kinds = [
    ['/healthpackage', 'GeneralPackage'],
    ['/besthealth', 'AlcoholImpactPackage'],
    ['/diabeticpackage', 'DiabeticPackage'],
  ] as const;
  for (const [route, collection] of kinds) {
    test(`${route}/<id> opens the ${collection} document by its id`, async ({ page }) => {
      const [first] = await documentsOf(collection);
      if (!first) throw new Error(`The demo catalogue has no ${collection}.`);
      await page.goto(`${route}/${first.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(first.data.name));
    });
  }

  test('a package id that is not in Firestore says so', async ({ page }) => {
    await page.goto('/healthpackage/no-such-package');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This package was not found' }),
    ).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [firestoreFailure] });

    test('with Firestore out of reach a list says so, and Retry works once it is back', async ({
      page,
    }) => {
      // A list page arrives with its list; one reached within the visit is read in the browser.
      await page.goto('/contact-us');
      await page.route(`http://${firestoreHost}/**`, (route) => route.abort('connectionrefused'));
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'FIND DOCTOR' })
        .click();
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible({ timeout: 20_000 });

      await page.unroute(`http://${firestoreHost}/**`);
      await retry.click();
      await expect(status(page)).toHaveText(`${(await named('AllDoctor')).length} doctors found`);
    });

    test('with Firestore out of reach a pre-rendered list stays as it arrived', async ({
      page,
    }) => {
      await page.route(`http://${firestoreHost}/**`, (route) => route.abort('connectionrefused'));
      const failedRead = page.waitForRequest((request) =>
        request.url().startsWith(`http://${firestoreHost}/`),
      );
      await page.goto('/Cardiology');
      await failedRead;
      await expect(status(page)).toHaveText(`${(await named('Cardiology')).length} tests found`);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden();
    });
  });
});

// One record at a time: each test clears what visitors sent before it, and reads back its own.
test.describe('what visitors send, stored under the real rules', () => {
  test.describe.configure({ mode: 'serial' });

  for (const path of ['/contact-us', '/home-sample-colllection']) {
    test(`${path}: a home sample enquiry is stored with exactly the spec’s fields`, async ({
      page,
    }) => {
      await deleteRecords('Home-Sample-Enquiry');
      await page.goto(path);
      const form = enquiryForm(page);
      await fill(form, enquiry.typed);
      await form.getByRole('button', { name: 'Request home collection' }).click();

      await expect(form.getByRole('status')).toContainText('Submitted successfully!');
      expect(await storedRecords('Home-Sample-Enquiry')).toEqual([enquiry.stored]);
    });
  }

  test('a home sample enquiry reaches the centre as one e-mail, its record as it came', async ({
    page,
  }) => {
    // The Cloud Function's trigger in the Functions emulator, e-mailing the EmailJS stand-in.
    test.setTimeout(90_000);
    await deleteRecords('Home-Sample-Enquiry');
    // A fresh minute of e-mails, whatever the tests before sent.
    await fetch(
      `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/Notifications/_quota`,
      { method: 'DELETE', headers: { Authorization: 'Bearer owner' } },
    );
    const name = `Mita Das ${Date.now()}`;
    const aboutThisVisitor = async () => {
      const response = await fetch(`http://127.0.0.1:${emailJsStandInPort}/posted`);
      const posted = (await response.json()) as PostedEmail[];
      return posted.filter(({ template_params }) => template_params.subject.includes(name));
    };
    await page.goto('/home-sample-colllection');
    const form = enquiryForm(page);
    await fill(form, { ...enquiry.typed, 'Your name': name });
    await form.getByRole('button', { name: 'Request home collection' }).click();
    await expect(form.getByRole('status')).toContainText('Submitted successfully!');

    await expect.poll(async () => (await aboutThisVisitor()).length, { timeout: 60_000 }).toBe(1);
    const [email] = await aboutThisVisitor();
    // The notifications' template fixes whom it goes to.
    expect(email?.template_params).not.toHaveProperty('to_email');
    expect(email?.template_params.subject).toBe(
      `Home sample collection request: ${name}, 9876543210`,
    );
    expect(email?.template_params.message).toContain('Mobile: 9876543210 tel:+919876543210');
    expect(email?.template_params.message).toContain('PIN: 741101');
    expect(email?.template_params.message).toContain('City: Krishnanagar');
    expect(await storedRecords('Home-Sample-Enquiry')).toEqual([
      { ...enquiry.stored, title: name },
    ]);
    // One e-mail, however long the function takes to settle.
    await page.waitForTimeout(2000);
    expect(await aboutThisVisitor()).toHaveLength(1);
  });

  test('/book-home-visit: a home visit is stored under its form’s fields, and the centre is e-mailed', async ({
    page,
  }) => {
    // The Cloud Function's trigger in the Functions emulator, e-mailing the EmailJS stand-in.
    test.setTimeout(90_000);
    await deleteRecords('Home-Visit-Request');
    await fetch(
      `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/Notifications/_quota`,
      { method: 'DELETE', headers: { Authorization: 'Bearer owner' } },
    );
    const name = `Asha Roy ${Date.now()}`;
    const aboutThisVisitor = async () => {
      const response = await fetch(`http://127.0.0.1:${emailJsStandInPort}/posted`);
      const posted = (await response.json()) as PostedEmail[];
      return posted.filter(({ template_params }) => template_params.subject.includes(name));
    };
    // The browser itself never calls EmailJS on a Firebase site.
    const browserEmails: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://api.emailjs.com/')) browserEmails.push(request.url());
    });
    await page.goto('/book-home-visit');
    const form = page.locator('form').filter({
      has: page.getByRole('button', { name: 'Book home visit' }),
    });
    await expect(page.getByText(/Demo site/)).toHaveCount(0);
    await fill(form, { ...homeVisit, 'Patient or doctor’s name': name });
    await form.getByRole('button', { name: 'Book home visit' }).click();
    await expect(form.getByRole('status')).toContainText('Your message was sent successfully.');

    expect(await storedRecords('Home-Visit-Request')).toEqual([
      { ...homeVisitStored, from_name: name },
    ]);
    await expect.poll(async () => (await aboutThisVisitor()).length, { timeout: 60_000 }).toBe(1);
    const [email] = await aboutThisVisitor();
    expect(email?.template_params.subject).toBe(`Home visit request: ${name}, 9830012345`);
    expect(email?.template_params.message).toContain('City: Krishnanagar');
    expect(browserEmails).toEqual([]);
  });

  test('the build holds no EmailJS ids or variables, though this one was built with them set', () => {
    // tests/support/e2e/firebase-mode.json sets the three VITE_EMAILJS_* beside Firebase's.
    const built = readdirSync(firebaseModeDist, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(js|html|json)$/.test(file))
      .map((file) => readFileSync(join(firebaseModeDist, file), 'utf8'));
    expect(built.length).toBeGreaterThan(100);
    for (const text of built) {
      expect(text).not.toContain('VITE_EMAILJS');
      expect(text).not.toMatch(/service_e2e|template_e2e|public_e2e/);
    }
  });

  for (const { tab, typed, stored } of feedbackTabs) {
    test(`/Feedback-page: the "${tab}" tab stores exactly the spec’s fields`, async ({ page }) => {
      await deleteRecords('Customer_Feedback');
      await page.goto('/Feedback-page');
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await fill(panel, typed);
      await panel.getByRole('button', { name: 'Send feedback' }).click();

      await expect(panel.getByRole('status')).toContainText('Submitted successfully!');
      expect(await storedRecords('Customer_Feedback')).toEqual([stored]);
    });
  }

  test.describe(() => {
    test.use({ allowedConsoleErrors: [firestoreFailure] });

    test('a record the rules refuse shows the failure and keeps what was typed', async ({
      page,
    }) => {
      await deleteRecords('Home-Sample-Enquiry');
      // The form cannot type past a field's length, so the request is lengthened on its way:
      // the emulator's rules, not the page, refuse it.
      await page.route(/\/documents:commit\b/, async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as {
          writes?: {
            update?: { name?: string; fields?: Record<string, { stringValue?: string }> };
          }[];
        };
        // The commit holds the collection's and the sender's counters, and the record.
        const record = body.writes?.find(({ update }) =>
          update?.name?.includes('/documents/Home-Sample-Enquiry/'),
        );
        const fields = record?.update?.fields;
        if (fields) fields.title = { stringValue: 'M'.repeat(101) };
        await route.continue({ postData: JSON.stringify(body) });
      });
      await page.goto('/home-sample-colllection');
      const form = enquiryForm(page);
      await fill(form, enquiry.typed);
      await form.getByRole('button', { name: 'Request home collection' }).click();

      await expect(form.getByRole('alert')).toContainText(failureWords.notSent);
      await expectHandedOver(form, enquiryHandedOver);
      await expectValues(form, enquiry.typed);
      expect(await storedRecords('Home-Sample-Enquiry')).toEqual([]);
    });
  });

  test.describe(() => {
    // Auth's refusal of a new account is a failed request the browser logs.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('a phone sends enquiry after enquiry, each from a new account, and is handed over once Auth makes no more accounts for its address, while another phone is stored', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await deleteRecords('Home-Sample-Enquiry');
      await page.goto('/home-sample-colllection');
      const form = enquiryForm(page);
      const send = form.getByRole('button', { name: 'Request home collection' });
      for (let sent = 0; sent < SENT_IN_TURN; sent += 1) {
        await fill(form, enquiry.typed);
        await send.click();
        await expect(form.getByRole('status')).toContainText('Submitted successfully!');
        await form.getByRole('button', { name: 'Dismiss message' }).click();
      }
      // Auth's answer once its hundred accounts an hour for this address are made.
      await page.route(/accounts:signUp/, (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER' } }),
        }),
      );
      await fill(form, enquiry.typed);
      await send.click();
      await expect(form.getByRole('alert')).toContainText(failureWords.busy);
      await expectHandedOver(form, enquiryHandedOver);
      await expectValues(form, enquiry.typed);

      // Another phone, another anonymous sender, in the same hour.
      const other = await browser.newContext({ baseURL });
      try {
        const otherPage = await other.newPage();
        await otherPage.goto('/home-sample-colllection');
        await otherPage.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        await fill(enquiryForm(otherPage), { ...enquiry.typed, 'Your name': 'Rina Pal' });
        await enquiryForm(otherPage)
          .getByRole('button', { name: 'Request home collection' })
          .click();
        await expect(enquiryForm(otherPage).getByRole('status')).toContainText(
          'Submitted successfully!',
        );
      } finally {
        await other.close();
      }
      expect(await storedRecords('Home-Sample-Enquiry')).toHaveLength(SENT_IN_TURN + 1);
    });
  });
});

test.describe('when a send cannot get through, the visitor is handed over', () => {
  // The refused requests, each logged by the browser.
  test.use({ allowedConsoleErrors: [firestoreFailure] });

  test('Firestore out of reach while a visitor sends feedback: the hand-over carries the message', async ({
    page,
  }) => {
    const { tab, typed } = feedbackTabs[0]!;
    await page.goto('/Feedback-page');
    await page.route(`http://${firestoreHost}/**`, (route) => route.abort('connectionrefused'));
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await fill(panel, typed);
    await panel.getByRole('button', { name: 'Send feedback' }).click();

    await expect(panel.getByRole('alert')).toContainText(failureWords.offline);
    await expectHandedOver(panel, [
      'Feedback',
      `Your name: ${typed['Your name']}`,
      `Mobile number: ${typed['Mobile number']}`,
      `Your feedback: ${typed['Your feedback']}`,
    ]);
    await expectValues(panel, typed);
  });

  test('Firestore out of reach on /book-home-visit: the hand-over carries name, number and test', async ({
    page,
  }) => {
    await page.goto('/book-home-visit');
    await page.route(`http://${firestoreHost}/**`, (route) => route.abort('connectionrefused'));
    const form = page.locator('form').filter({
      has: page.getByRole('button', { name: 'Book home visit' }),
    });
    await fill(form, homeVisit);
    await form.getByRole('button', { name: 'Book home visit' }).click();

    await expect(form.getByRole('alert')).toContainText(failureWords.offline);
    await expectHandedOver(
      form,
      Object.entries(homeVisit).map(([label, value]) => `${label}: ${value}`),
    );
    await expectValues(form, homeVisit);
  });
});
