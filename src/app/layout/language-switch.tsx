import { languages, useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/messages';

/**
 * English / বাংলা in the header. Each button names its language in that language, marked with
 * `lang` for screen readers; the language shown is the pressed one. The first switch to Bengali
 * fetches its text: meanwhile the page stays whole in English and a thin bar shows progress.
 */
export function LanguageSwitch() {
  const text = useMessages().layout.language;
  const { language, pending, failed, changeLanguage } = useLanguage();
  return (
    <div className="language-switch">
      <div role="group" aria-label={text.label} className="language-switch-buttons">
        {languages.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={option === language}
            aria-busy={option === pending}
            onClick={() => changeLanguage(option)}
          >
            {text.names[option]}
          </button>
        ))}
      </div>
      {pending !== null && (
        <div className="navigation-progress" role="progressbar" aria-label={text.loading} />
      )}
      {failed && (
        <p role="alert" className="language-switch-error">
          <span lang="bn">{text.loadFailed.bn}</span> <span lang="en">{text.loadFailed.en}</span>
        </p>
      )}
    </div>
  );
}
