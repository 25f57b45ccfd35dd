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
import type { BengaliCatalogue } from './catalogue-types';
import { chooseLanguage, storeLanguage, type Language } from './choose-language';

export {
  browserLanguage,
  chooseLanguage,
  LANGUAGE_STORAGE_KEY,
  languages,
  type Language,
} from './choose-language';

let bengali: BengaliCatalogue | null = null;
let bengaliLoad: Promise<BengaliCatalogue> | null = null;

/**
 * The Bengali catalogue, one chunk fetched the first time Bengali is chosen: visitors reading
 * English never download it. A failed fetch can be tried again.
 */
export function loadBengali(): Promise<BengaliCatalogue> {
  bengaliLoad ??= import('./bn').then(
    ({ bengaliCatalogue }) => (bengali = bengaliCatalogue),
    (error: unknown) => {
      bengaliLoad = null;
      throw error;
    },
  );
  return bengaliLoad;
}

const setDocumentLanguage = (language: Language) => {
  document.documentElement.lang = language;
};

/**
 * Decides the language before the first render and loads its catalogue, so the first paint is in
 * the right language. Resolves with the language to render; English when the Bengali chunk cannot
 * be fetched (offline), so the site always opens.
 */
export async function prepareLanguage(): Promise<Language> {
  const language = chooseLanguage();
  if (language === 'bn') {
    try {
      await loadBengali();
    } catch (error) {
      console.warn('The Bengali text could not be loaded; showing English.', error);
      setDocumentLanguage('en');
      return 'en';
    }
  }
  setDocumentLanguage(language);
  return language;
}

interface LanguageState {
  language: Language;
  /** The Bengali catalogue while Bengali is shown; null means English. */
  catalogue: BengaliCatalogue | null;
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
 * shown only once its catalogue is here, so a page never renders half translated.
 */
export function LanguageProvider({
  language: prepared,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState<Language>(() =>
    prepared === 'bn' && bengali === null ? 'en' : prepared,
  );
  const [pending, setPending] = useState<Language | null>(null);
  const [failed, setFailed] = useState(false);
  // The last language asked for: a slow Bengali download must not undo a later click on English.
  const wanted = useRef(language);

  useEffect(() => setDocumentLanguage(language), [language]);

  const changeLanguage = useCallback((next: Language) => {
    wanted.current = next;
    setFailed(false);
    if (next === 'en' || bengali !== null) {
      storeLanguage(next);
      setPending(null);
      setLanguage(next);
      return;
    }
    // English stays on screen, whole, until the Bengali text has arrived.
    setPending(next);
    loadBengali().then(
      () => {
        if (wanted.current !== next) return;
        storeLanguage(next);
        setPending(null);
        setLanguage(next);
      },
      () => {
        if (wanted.current !== next) return;
        wanted.current = 'en';
        setPending(null);
        setFailed(true);
      },
    );
  }, []);

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
