import type { ParsedSection } from '../site-settings';
import { fieldsOf, settingText, unknownFields } from './setting-fields';
import { parseCentrePhotos, type CentrePhoto } from './centre-photos';

/**
 * Why to trust the centre, as staff type it in `SiteSettings/credentials`: its accreditation and
 * registration numbers, the pathologist in charge with their registration number, and the year it
 * began serving, and real photos of the centre. Nothing here is ever made up by the site: a field
 * staff leave empty shows nothing.
 * The published value has the same fields, so the browser reads it with the same parser.
 */
export interface CentreCredentials {
  /** As staff write it, body and number: "NABL MC-1234". */
  accreditation: string;
  /** The clinical establishment's registration: "WB/CE/2019/0456". */
  registration: string;
  pathologist: string;
  pathologistRegistration: string;
  /** The year the centre began serving; null when not given. */
  servingSince: number | null;
  /** Photos of the centre as it is, each with its caption; none when staff gave none. */
  photos: CentrePhoto[];
}

export const noCredentials: CentreCredentials = {
  accreditation: '',
  registration: '',
  pathologist: '',
  pathologistRegistration: '',
  servingSince: null,
  photos: [],
};

const texts = ['accreditation', 'registration', 'pathologist', 'pathologistRegistration'] as const;

/** The first year a centre could plausibly have begun serving, and no year yet to come. */
const EARLIEST_YEAR = 1900;

export function parseCredentials(given: unknown): ParsedSection<CentreCredentials> {
  const fields = fieldsOf(given);
  const problems: string[] = [];
  unknownFields(fields, [...texts, 'servingSince', 'photos'], problems);
  const credentials: CentreCredentials = { ...noCredentials };
  for (const name of texts) credentials[name] = settingText(fields, name, problems);
  const since = fields.servingSince;
  if (since !== undefined && since !== null && since !== '') {
    const year = Number(String(since).trim());
    if (Number.isInteger(year) && year >= EARLIEST_YEAR && year <= new Date().getFullYear()) {
      credentials.servingSince = year;
    } else problems.push(`servingSince: skipped, "${String(since)}" is not a year such as 1998.`);
  }
  credentials.photos = parseCentrePhotos(fields.photos, problems);
  if (credentials.pathologistRegistration !== '' && credentials.pathologist === '') {
    problems.push('pathologistRegistration: shown only with the pathologist’s name.');
  }
  return { value: credentials, problems };
}
