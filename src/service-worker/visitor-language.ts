import { addressLanguage, LANGUAGE_COOKIE, type Language } from '../shared/page-language';

declare const self: ServiceWorkerGlobalScope & {
  /** Chromium's Cookie Store API, in workers too; the cookie holds the visitor's own choice. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

/** The language the visitor chose (the cookie), else the first of the browser's the site speaks. */
export async function visitorLanguage(): Promise<Language> {
  try {
    const chosen = await self.cookieStore?.get(LANGUAGE_COOKIE);
    if (chosen?.value === 'bn' || chosen?.value === 'en') return chosen.value;
  } catch {
    // No cookie store: the browser's languages decide, as Hosting's would.
  }
  const spoken = self.navigator.languages
    .map((tag) => tag.split('-')[0]?.toLowerCase())
    .find((language) => language === 'bn' || language === 'en');
  return spoken === 'bn' ? 'bn' : 'en';
}

/** Whether a page open is in Bengali, or the visitor reads Bengali. */
export async function readsBengali(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some(({ url }) => addressLanguage(new URL(url).pathname) === 'bn')) return true;
  return (await visitorLanguage()) === 'bn';
}
