import { homeCollectionTerms as bengali } from '../i18n/bn/home-collection-terms';
import { homeCollectionTerms as english } from '../i18n/en/home-collection-terms';
import { useLanguage } from '../i18n/language';
import { useSiteSettings } from '../lib/use-site-settings';
import { normalisePin } from '../shared/indian-numbers';

/**
 * The kind word under the form's PIN code field when the code typed is a full one outside the
 * PIN codes staff listed: the form still sends, and staff call back. Apart from the terms' note
 * (./home-collection-terms.tsx), which comes after load, so the form carries only this.
 */
export function usePinOutsideHint(): (typed: string) => string | undefined {
  const pins = useSiteSettings()?.homeCollection.pins ?? [];
  const text = useLanguage().language === 'bn' ? bengali : english;
  return (typed) => {
    const pin = normalisePin(typed);
    if (pins.length === 0 || pin === null) return undefined;
    return pins.includes(pin) ? undefined : text.pinOutside(pin);
  };
}
