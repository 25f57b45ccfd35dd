import { expect, type Locator, type Page } from '@playwright/test';

/** Filling and checking the site's forms by their labels, for the end-to-end suites. */

export async function fill(scope: Locator, typed: Record<string, string>) {
  for (const [label, value] of Object.entries(typed)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

export async function expectValues(scope: Locator, typed: Record<string, string>) {
  for (const [label, value] of Object.entries(typed)) {
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

export const enquiryForm = (page: Page) =>
  page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Request home collection' }) });
