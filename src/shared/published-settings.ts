import type { RawDocument } from './types';
import {
  isSettingsSection,
  settingsSections,
  type SettingsSection,
  type SettingsSectionName,
  type SiteSettings,
} from './parsers/site-settings';

/**
 * The published settings, as the browser reads them: one document, `PublishedSettings/site`,
 * holding every section of the settings staff edit in `SiteSettings` (./parsers/site-settings.ts),
 * parsed. The Cloud Function in functions/ rebuilds it whenever any of those documents changes;
 * nobody else writes it, and a visitor may only get it (firestore.rules).
 *
 * Its fields:
 * - `format`: this layout's number; a browser built for another ignores the document.
 * - `updatedAt`: when it was last rebuilt, for staff.
 * - `sections`: each section's value, by section name, as JSON text: one field per section, so
 *   nothing inside is indexed, and the browser parses it again at the boundary.
 * - `problems`: for staff, what the function skipped in their documents, one line each.
 * - `refusedAt`: set when the last rebuild was refused as too large; the sections stay the last
 *   ones that fitted, and `problems` says why.
 *
 * A visit reads it at most once, as the list pages' search needs it: it is held to
 * SETTINGS_MAX_BYTES, so that it never costs a phone on patchy data more than a small image.
 */
export const SETTINGS_FORMAT = 1;

/** The largest published settings document, in bytes of its sections and problems. */
export const SETTINGS_MAX_BYTES = 20 * 1024;

export const settingsFields = {
  format: 'format',
  updatedAt: 'updatedAt',
  sections: 'sections',
  problems: 'problems',
  refusedAt: 'refusedAt',
} as const;

/** Problems listed one by one; the rest are counted, so a bad paste cannot fill the document. */
const LISTED_PROBLEMS = 40;

const sectionNames = Object.keys(settingsSections) as SettingsSectionName[];
/** The sections staff write, as they are told when a document is not one. */
const staffSectionNames = sectionNames.filter((name) => !settingsSections[name].fromCatalogue);

export interface BuiltSettings {
  /** Each section's value as JSON text, every section present. */
  sections: Record<SettingsSectionName, string>;
  /** What was skipped, each line naming its document, for staff. */
  problems: string[];
  /** The sections and problems in bytes of UTF-8, as held to SETTINGS_MAX_BYTES. */
  bytes: number;
}

/**
 * The published settings built from staff's `SiteSettings` documents: each known section parsed
 * by its parser, one that staff have not written at its empty value, a document the site does not
 * know reported and left out.
 */
export function buildPublishedSettings(
  documents: readonly RawDocument[],
  /**
   * Further checks of a section's parsed value, each problem one line naming the entry: those the
   * functions alone can make, with code the browser should not carry.
   */
  deeperChecks: Partial<Record<SettingsSectionName, (value: unknown) => string[]>> = {},
  /** The sections worked out from the catalogue (`fromCatalogue`), as the functions found them. */
  fromCatalogue: Partial<Record<SettingsSectionName, unknown>> = {},
): BuiltSettings {
  const problems: string[] = [];
  const given = new Map<string, Record<string, unknown>>();
  for (const { id, data } of documents) {
    if (isSettingsSection(id)) given.set(id, data);
    else {
      problems.push(
        `SiteSettings/${id}: not a setting the site reads (it reads ${staffSectionNames.join(', ')}); left out.`,
      );
    }
  }
  const sections = {} as Record<SettingsSectionName, string>;
  for (const name of sectionNames) {
    const section: SettingsSection<unknown> = settingsSections[name];
    if (section.fromCatalogue) {
      if (given.has(name)) {
        problems.push(
          `SiteSettings/${name}: not read, the site works this out from the catalogue; left out.`,
        );
      }
      sections[name] = JSON.stringify(fromCatalogue[name] ?? section.empty);
      continue;
    }
    const fields = given.get(name);
    const parsed = fields === undefined ? null : section.parse(fields);
    const published = section.forVisitors === false ? null : parsed?.value;
    sections[name] = JSON.stringify(published ?? section.empty);
    const found = [
      ...(parsed?.problems ?? []),
      ...(parsed === null ? [] : (deeperChecks[name]?.(parsed.value) ?? [])),
    ];
    for (const problem of found) problems.push(`SiteSettings/${name} ${problem}`);
  }
  const listed =
    problems.length > LISTED_PROBLEMS
      ? [...problems.slice(0, LISTED_PROBLEMS), `… and ${problems.length - LISTED_PROBLEMS} more.`]
      : problems;
  return { sections, problems: listed, bytes: settingsBytes(sections, listed) };
}

export const settingsBytes = (sections: Record<string, string>, problems: readonly string[]) =>
  new TextEncoder().encode(JSON.stringify({ sections, problems })).length;

/** The problem staff read when a rebuild is refused as too large. */
export const tooLargeProblem = (bytes: number) =>
  `Not published: the settings come to ${(bytes / 1024).toFixed(1)} KiB, over the ` +
  `${SETTINGS_MAX_BYTES / 1024} KiB every visitor would download. The site keeps the last ` +
  'settings that fitted; shorten the newest entries.';

/**
 * The settings in a published document of this format, each section parsed again by its own
 * lenient parser (what it cannot use is dropped, its problems were staff's to read); a section
 * missing or unreadable is at its empty value. Null when there is no document of this format.
 * Kept apart from the published lists' code, so that the lazy chunks that read settings share
 * nothing with a page's first load.
 */
export function readPublishedSettings(document: RawDocument | null): SiteSettings | null {
  if (document === null) return null;
  const { data } = document;
  if (data[settingsFields.format] !== SETTINGS_FORMAT) return null;
  const published = data[settingsFields.sections];
  const texts = (typeof published === 'object' && published !== null ? published : {}) as Record<
    string,
    unknown
  >;
  const settings = {} as Record<SettingsSectionName, unknown>;
  for (const name of sectionNames) {
    const text = texts[name];
    const section = settingsSections[name];
    settings[name] =
      typeof text === 'string' ? section.parse(jsonValue(text)).value : section.empty;
  }
  return settings as SiteSettings;
}

function jsonValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
