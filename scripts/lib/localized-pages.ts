// Where the pre-rendered pages of each language live in the build, and which one a request gets:
// Firebase Hosting's i18n rewrites (firebase.json "i18n": {"root": "/localized"}), which
// `vite preview` follows too (scripts/prerender.ts), so the tests see what Hosting serves.

/** The i18n content root inside dist, as firebase.json names it. */
export const I18N_ROOT = 'localized';

/** The cookie Hosting reads first (src/i18n/choose-language.ts sets it). */
const OVERRIDE_COOKIE = 'firebase-language-override';

/** A language's folder: `bn_ALL` holds the Bengali pages, for visitors of every country. */
export const localizedFolder = (language: string) => `${I18N_ROOT}/${language}_ALL`;

function cookieValue(cookies: string, name: string): string {
  for (const cookie of cookies.split(';')) {
    const [key, value = ''] = cookie.trim().split('=', 2);
    if (key === name) return value;
  }
  return '';
}

/**
 * The languages a request asks for, in order, as Hosting reads them: the override cookie's
 * (`bn`, or `bn,en`), else the `Accept-Language` header's primary subtags (`bn-IN,bn;q=0.9,en`
 * is bn, en). Hosting's emulator keeps a `;q=` on the subtag, so there `en-IN,bn;q=0.8` never
 * matches bn; browsers put the preferred language first, which is the one that counts here.
 */
export function requestedLanguages(cookies = '', acceptLanguage = ''): string[] {
  const override = cookieValue(cookies, OVERRIDE_COOKIE);
  const tags = override !== '' ? override.split(',') : acceptLanguage.split(',');
  const languages = tags
    .map((tag) => tag.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '')
    .filter((language) => language !== '');
  return [...new Set(languages)];
}

/**
 * The files to try for a request, in Hosting's order: each requested language's folder
 * (`bn_ALL`, then the bare `bn`), then the default file.
 */
export const localizedCandidates = (file: string, languages: readonly string[]) => [
  ...languages.flatMap((language) => [
    `${localizedFolder(language)}/${file}`,
    `${I18N_ROOT}/${language}/${file}`,
  ]),
  file,
];
