import { FEEDBACK_VARIANT_FIELD, LANGUAGE_FIELD } from '../../shared/forms/no-script-forms';
import { useLanguage } from '../../i18n/language';

/**
 * What a form carries for the function that takes it when the browser sends it itself
 * (src/shared/forms/no-script-forms.ts): the page's language, and a feedback form's tab.
 */
export function NoScriptFields({ variant }: { variant?: string }) {
  const { language } = useLanguage();
  return (
    <>
      <input type="hidden" name={LANGUAGE_FIELD} value={language} />
      {variant !== undefined && (
        <input type="hidden" name={FEEDBACK_VARIANT_FIELD} value={variant} />
      )}
    </>
  );
}
