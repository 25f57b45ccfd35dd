import type { ParsedSection } from '../site-settings';
import { fieldsOf, unknownFields } from './setting-fields';

/**
 * The centre's own place on Google Maps, as staff type it in `SiteSettings/place`: its Place ID,
 * which Google's Place ID finder gives for the centre's listing. From it the site links to the
 * centre's review form and to directions to its place, and tells search engines where its map is.
 * Empty when staff have set none: the site then searches the maps for the address, as it always did.
 */
export interface CentrePlace {
  placeId: string;
}

export const noPlace: CentrePlace = { placeId: '' };

/**
 * Google's Place IDs are letters, digits, `_` and `-`, 27 characters for most places and longer
 * for some; read leniently, since Google does not promise a length, but long enough that a word
 * typed by mistake is caught, and short enough that a pasted page is.
 */
const placeIdShape = /^[A-Za-z0-9_-]{20,400}$/;

export function parsePlace(given: unknown): ParsedSection<CentrePlace> {
  const fields = fieldsOf(given);
  const problems: string[] = [];
  unknownFields(fields, ['placeId'], problems);
  const raw = fields.placeId;
  if (raw === undefined || raw === null || raw === '') return { value: noPlace, problems };
  const placeId = typeof raw === 'string' ? raw.trim() : '';
  if (!placeIdShape.test(placeId)) {
    problems.push(
      `placeId: skipped, "${String(raw)}" is not a Google Place ID such as ChIJN1t_tDeuEmsRUsoyG83frY4.`,
    );
    return { value: noPlace, problems };
  }
  return { value: { placeId }, problems };
}
