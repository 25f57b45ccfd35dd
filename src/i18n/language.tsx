import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { BengaliShared } from './catalogue-types';
import { chooseLanguage, storeLanguage, type Language } from './choose-language';
import type { Messages } from './en';

export {
  browserLanguage,
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  languages,
  type Language,
} from './choose-language';

/** A namespace of messages that only some pages use, shipped with them (src/i18n/messages.ts). */
export type PageNamespace = Exclude<keyof Messages, 'common' | 'layout'>;

let bengali: BengaliShared | null = null;
let bengaliLoad: Promise<BengaliShared> | null = null;

type BengaliPages = { [K in PageNamespace]?: Messages[K] };
/** The Bengali of the page namespaces loaded so far. */
const bengaliPages: BengaliPages = {};
/** How to fetch each page namespace's Bengali, registered when its English module is evaluated. */
const bengaliPageLoaders = new Map<PageNamespace, () => Promise<void>>();
const bengaliPageLoads = new Map<PageNamespace, Promise<void>>();

/**
 * Tells the Bengali loading how to fetch a page namespace: called when the namespace's English
 * module is first evaluated, that is when a page that uses it has loaded. So "every namespace
 * registered" is exactly the text the pages loaded so far can draw.
 */
export function registerBengaliNamespace<K extends PageNamespace>(
  namespace: K,
  load: () => Promise<Messages[K]>,
): void {
  bengaliPageLoaders.set(namespace, () =>
    load().then((messages) => {
      (bengaliPages as Record<K, Messages[K]>)[namespace] = messages;
    }),
  );
}

/** The Bengali of a page namespace, fetched once; a failed fetch can be tried again. */
export function loadBengaliNamespace<K extends PageNamespace>(namespace: K): Promise<void> {
  let loading = bengaliPageLoads.get(namespace);
  if (!loading) {
    const load = bengaliPageLoaders.get(namespace);
    if (!load) return Promise.reject(new Error(`No Bengali registered for "${namespace}"`));
    loading = load();
    bengaliPageLoads.set(namespace, loading);
    loading.catch(() => bengaliPageLoads.delete(namespace));
  }
  return loading;
}

/** The Bengali of a page namespace when it has arrived. */
export const bengaliNamespace = <K extends PageNamespace>(namespace: K): Messages[K] | undefined =>
  bengaliPages[namespace];

/** Whether all the Bengali the loaded pages can draw is here already. */
const bengaliLoaded = () =>
  bengali !== null && [...bengaliPageLoaders.keys()].every((key) => bengaliPages[key]);

/**
 * The Bengali text, each part one small chunk fetched the first time Bengali is shown: the shared
 * part, and the namespace of every page loaded so far. Visitors reading English never download
 * any of it. A failed fetch can be tried again.
 */
export async function loadBengali(): Promise<void> {
  bengaliLoad ??= import('./bn').then(
    ({ bengaliShared }) => (bengali = bengaliShared),
    (error: unknown) => {
      bengaliLoad = null;
      throw error;
    },
  );
  await Promise.all([bengaliLoad, ...[...bengaliPageLoaders.keys()].map(loadBengaliNamespace)]);
}

/** The language on screen, for code outside React that loads a page (src/app/lazy-page.ts). */
let shownLanguage: Language = 'en';

const showLanguage = (language: Language) => {
  shownLanguage = language;
  document.documentElement.lang = language;
};

/**
 * Resolves once a page just loaded can be drawn in the language on screen: in Bengali, once its
 * namespaces' Bengali has arrived too, so that the page never draws half translated.
 */
export async function pageTextReady(): Promise<void> {
  if (shownLanguage === 'bn') await loadBengali();
}

/**
 * Decides the language before the first render and loads its text, so the first paint is in the
 * right language. `served` is the language of the pre-rendered page the server chose (from the
 * same cookie and browser languages); null for the app shell. Resolves with the language to
 * render; English when the Bengali cannot be fetched (offline), so the site always opens.
 */
export async function prepareLanguage(served: Language | null = null): Promise<Language> {
  const language = chooseLanguage(served);
  if (language === 'bn') {
    try {
      await loadBengali();
    } catch (error) {
      console.warn('The Bengali text could not be loaded; showing English.', error);
      showLanguage('en');
      return 'en';
    }
  }
  showLanguage(language);
  return language;
}

interface LanguageState {
  language: Language;
  /** The shared Bengali while Bengali is shown; null means English. */
  catalogue: BengaliShared | null;
  /** A language whose text is on its way. */
  pending: Language | null;
  /** The last switch failed (the chunk could not be fetched). */
  failed: boolean;
  changeLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState>({
  language: 'en',
  catalogue: null,
  pending: null,
  failed: false,
  changeLanguage: () => undefined,
});

/**
 * Gives the page its language. `language` is what `prepareLanguage` resolved with; Bengali is
 * shown only once its text is here, so a page never renders half translated. `onSwitch` is told
 * of a language the visitor chose, just before it is shown: the browser moves the page to its
 * address in that language (src/entry-client.tsx).
 */
export function LanguageProvider({
  language: prepared,
  onSwitch,
  children,
}: {
  language: Language;
  onSwitch?: (language: Language) => void;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState<Language>(() =>
    prepared === 'bn' && bengali === null ? 'en' : prepared,
  );
  const [pending, setPending] = useState<Language | null>(null);
  const [failed, setFailed] = useState(false);
  // The last language asked for: a slow Bengali download must not undo a later click on English.
  const wanted = useRef(language);

  useEffect(() => showLanguage(language), [language]);

  const changeLanguage = useCallback(
    (next: Language) => {
      wanted.current = next;
      setFailed(false);
      const show = () => {
        storeLanguage(next);
        onSwitch?.(next);
        setPending(null);
        setLanguage(next);
      };
      if (next === 'en' || bengaliLoaded()) {
        show();
        return;
      }
      // English stays on screen, whole, until the Bengali text has arrived.
      setPending(next);
      loadBengali().then(
        () => {
          if (wanted.current === next) show();
        },
        () => {
          if (wanted.current !== next) return;
          wanted.current = 'en';
          setPending(null);
          setFailed(true);
        },
      );
    },
    [onSwitch],
  );

  const value = useMemo(
    () => ({
      language,
      catalogue: language === 'bn' ? bengali : null,
      pending,
      failed,
      changeLanguage,
    }),
    [language, pending, failed, changeLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The language shown, and how to change it. */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
