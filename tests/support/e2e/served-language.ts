import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
const bengaliScript = /[\u0980-\u09FF]/;

/** A Bengali browser's request, a Bengali choice on an English browser, and English ones. */
export const bengaliRequests: Record<string, string>[] = [
  { 'accept-language': 'bn-IN,bn;q=0.9' },
  { 'accept-language': 'en-IN,en;q=0.9', cookie: 'firebase-language-override=bn' },
];
export const englishRequests: Record<string, string>[] = [
  { 'accept-language': 'en-IN,en;q=0.9' },
  {},
  { 'accept-language': 'bn-IN,bn;q=0.9', cookie: 'firebase-language-override=en' },
];

/**
 * Asks for a page's HTML as a browser would and checks the language of what came back: the
 * `<html lang>` it declares and its `<h1>`, in Bengali script or not at all. A doctor's page is
 * headed by the doctor's name, which is the same in both languages: its heading is not checked.
 */
export async function expectHtmlIn(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
  language: 'en' | 'bn',
) {
  const response = await request.get(path, { headers: { accept: 'text/html', ...headers } });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const label = `${path} with ${JSON.stringify(headers)}`;
  expect(/<html lang="(\w+)"/.exec(html)?.[1], label).toBe(language);
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  expect(heading, label).not.toBe('');
  if (path.startsWith('/find-doctor/')) return;
  expect(bengaliScript.test(heading), `${label}: <h1> ${heading}`).toBe(language === 'bn');
}
