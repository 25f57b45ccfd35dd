import { normalisePin } from '../../indian-numbers';
import type { ParsedSection } from '../site-settings';
import { fieldsOf, settingAmount, settingList, settingText, unknownFields } from './setting-fields';

/**
 * The terms of home sample collection, as staff type them in `SiteSettings/homeCollection`: the
 * fee (0 when free), the bill above which it is free, the areas and PIN codes served, the days,
 * the hours and how early to ask. Each text has a Bengali twin, `<field>_bn`; where it is empty a
 * Bengali page shows the English. The published value has the same fields, so the browser reads
 * it with the same parser.
 */
export interface HomeCollectionTerms {
  /** Rupees per visit; 0 when collection is free; null when staff said nothing. */
  fee: number | null;
  /** Free when the bill comes to at least this many rupees. */
  freeAbove: number | null;
  areas: string;
  areas_bn: string;
  /** Six-digit PIN codes served; empty when staff listed none. */
  pins: string[];
  days: string;
  days_bn: string;
  hours: string;
  hours_bn: string;
  askAhead: string;
  askAhead_bn: string;
}

export const noHomeCollectionTerms: HomeCollectionTerms = {
  fee: null,
  freeAbove: null,
  areas: '',
  areas_bn: '',
  pins: [],
  days: '',
  days_bn: '',
  hours: '',
  hours_bn: '',
  askAhead: '',
  askAhead_bn: '',
};

const texts = ['areas', 'days', 'hours', 'askAhead'] as const;
const known = ['fee', 'freeAbove', 'pins', ...texts, ...texts.map((name) => `${name}_bn`)];

/** The most PIN codes read: a district's worth, and the page stays small. */
const MOST_PINS = 60;

export function parseHomeCollection(given: unknown): ParsedSection<HomeCollectionTerms> {
  const fields = fieldsOf(given);
  const problems: string[] = [];
  unknownFields(fields, known, problems);
  const terms: HomeCollectionTerms = {
    ...noHomeCollectionTerms,
    fee: settingAmount(fields, 'fee', problems),
    freeAbove: settingAmount(fields, 'freeAbove', problems),
  };
  for (const name of texts) {
    terms[name] = settingText(fields, name, problems);
    terms[`${name}_bn`] = settingText(fields, `${name}_bn`, problems);
  }
  const pins: string[] = [];
  for (const typed of settingList(fields.pins)) {
    const pin = normalisePin(typed);
    if (pin === null) problems.push(`pins: "${typed}" skipped, a PIN code has six digits.`);
    else if (pins.length === MOST_PINS) {
      problems.push(`pins: only the first ${MOST_PINS} PIN codes are used.`);
      break;
    } else if (!pins.includes(pin)) pins.push(pin);
  }
  terms.pins = pins;
  return { value: terms, problems };
}

/** Whether staff have set any term: with none, the site shows none. */
export const hasHomeCollectionTerms = (terms: HomeCollectionTerms) =>
  terms.fee !== null ||
  terms.freeAbove !== null ||
  terms.pins.length > 0 ||
  texts.some((name) => terms[name] !== '' || terms[`${name}_bn`] !== '');
