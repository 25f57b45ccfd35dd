import { conditions as english } from './en/conditions';
import { conditions as bengali } from './bn/conditions';
import { useLanguage } from './language';

/**
 * The health concerns' words in the visitor's language: both languages come with the code of the
 * pages and the home page's section that show them, none in a first load.
 */
export const useConditionsText = () => (useLanguage().language === 'bn' ? bengali : english);
