import type { Locator, Page } from '@playwright/test';
import { enquiry, homeVisit } from '../../support/fixtures/submissions';
import { expect, test } from '../../support/e2e/fixtures';
import { enquiryForm, fill } from '../../support/e2e/forms';
import { prerenderedRoutes } from '../../support/e2e/routes';
import { bengaliRequests, englishRequests } from '../../support/e2e/served-language';
import { sendFormAddress } from '../../../src/shared/forms/no-script-forms';

/**
 * A pre-rendered page shows its forms before the app runs, and without it when its script never
 * arrives. A form the browser then sends itself goes by POST: the visitor's name and mobile travel
 * in the request's body, never in the address (nor the history, a shared link or a server log),
 * to the function that stores it as the app would.
 * The search alone goes by GET, to `?q=`, where the app looks for it.
 */

const formTags = (html: string) => html.match(/<form\b[^>]*>/g) ?? [];

for (const [language, headers] of [
  ['English', englishRequests[0]],
  ['Bengali', bengaliRequests[0]],
] as const) {
  test(`every ${language} page sends its forms by POST and its search by GET`, async ({
    request,
  }) => {
    const methods = new Set<string>();
    for (const path of prerenderedRoutes) {
      const html = await (await request.get(path, { headers })).text();
      for (const tag of formTags(html)) {
        const method = /\bmethod="(\w+)"/.exec(tag)?.[1];
        expect(method, `${path}: ${tag}`).toBe(tag.includes('role="search"') ? 'get' : 'post');
        methods.add(`${path} ${method}`);
      }
    }
    // The pages with forms that reach the centre were among those read.
    for (const path of ['/contact-us', '/Feedback-page', '/home-sample-colllection']) {
      expect(methods).toContain(`${path} post`);
    }
    expect(methods).toContain('/book-home-visit post');
    expect(methods).toContain('/labtest get');
  });
}

/** The next page the browser asks for, and the act that sends it there. */
async function nextPageRequest(page: Page, act: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((sent) => sent.isNavigationRequest() && sent.frame() === page.mainFrame()),
    act(),
  ]);
  return request;
}

test.describe('without the app', () => {
  test.use({
    javaScriptEnabled: false,
    // `vite preview` answers a POST to a page with 404 (Firebase Hosting with the page itself).
    allowedConsoleErrors: [/status of 404/],
  });

  const forms: {
    path: string;
    form: (page: Page) => Locator;
    typed: Record<string, string>;
    button: string;
    /** Where the browser sends it: the function behind it stores what the app would. */
    action: string;
  }[] = [
    {
      path: '/book-home-visit',
      form: (page) => page.locator('form').first(),
      typed: homeVisit,
      button: 'Book home visit',
      action: sendFormAddress('homeVisit'),
    },
    {
      path: '/home-sample-colllection',
      form: enquiryForm,
      typed: enquiry.typed,
      button: 'Request home collection',
      action: sendFormAddress('homeSampleEnquiry'),
    },
  ];

  for (const { path, form, typed, button, action } of forms) {
    test(`${path}: a form sent goes to its function, the name and mobile out of the address`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(path);
      await fill(form(page), typed);

      const sent = await nextPageRequest(page, () =>
        form(page).getByRole('button', { name: button }).click(),
      );

      expect(sent.method()).toBe('POST');
      expect(sent.url()).toBe(new URL(action, baseURL).href);
      const body = new URLSearchParams(sent.postData() ?? '');
      expect([...body.values()]).toEqual(expect.arrayContaining(Object.values(typed)));
    });
  }

  test('a search sent opens the list at its address', async ({ page, baseURL }) => {
    await page.goto('/labtest');
    const sent = await nextPageRequest(page, async () => {
      await page.getByRole('searchbox').fill('thyroid');
      await page.getByRole('searchbox').press('Enter');
    });
    expect(sent.method()).toBe('GET');
    expect(sent.url()).toBe(new URL('/labtest?q=thyroid', baseURL).href);
  });
});
