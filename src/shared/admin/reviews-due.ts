import { consoleDocumentLink } from '../console-links';
import type { ListCollection } from '../collections';
import { readDay, readText } from '../parsers/fields';
import type { ListDocuments } from './missing-bengali';

/**
 * The pages whose texts a doctor reviewed too long ago (`reviewedOn`, docs/staff.md): listed in
 * the Monday e-mail, so staff ask for a fresh review before the page's "last reviewed" date tells
 * visitors and search engines that nobody has read it since.
 */

/** How often a reviewed page's texts are read again by a doctor. */
export const REVIEW_EVERY_YEARS = 2;
const MAIL_COUNT = 10;

export interface ReviewDue {
  collection: ListCollection;
  id: string;
  name: string;
  /** The day of the last review, `YYYY-MM-DD`. */
  reviewedOn: string;
}

/** The same day `years` earlier, as `YYYY-MM-DD`: 29 February falls back to 28. */
function yearsBefore(day: string, years: number): string {
  const shifted = `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;
  return readDay(shifted) ?? shifted.replace(/-29$/, '-28');
}

/**
 * The named documents last reviewed more than REVIEW_EVERY_YEARS before `today` (an India day,
 * `YYYY-MM-DD`), the oldest review first. A page never reviewed has no date to age.
 */
export function reviewsDue(listed: readonly ListDocuments[], today: string): ReviewDue[] {
  const due = yearsBefore(today, REVIEW_EVERY_YEARS);
  return listed
    .flatMap(({ collection, documents }) =>
      documents.flatMap(({ id, data }) => {
        const name = readText(data.name);
        const reviewedOn = readDay(data.reviewedOn);
        return name !== '' && reviewedOn !== null && reviewedOn < due
          ? [{ collection, id, name, reviewedOn }]
          : [];
      }),
    )
    .sort((a, b) => (a.reviewedOn < b.reviewedOn ? -1 : a.reviewedOn > b.reviewedOn ? 1 : 0));
}

/** The Monday e-mail's part: how many reviews are due, the oldest ten with their console pages. */
export function reviewsDueMailLines(projectId: string, due: readonly ReviewDue[]): string[] {
  if (due.length === 0) {
    return [`Reviews: no page was last reviewed over ${REVIEW_EVERY_YEARS} years ago.`];
  }
  const first = due.slice(0, MAIL_COUNT);
  return [
    `Reviews: ${due.length} page(s) were last reviewed by a doctor over ${REVIEW_EVERY_YEARS} ` +
      'years ago; ask for a fresh review, then set reviewedOn' +
      (due.length > first.length ? `. The oldest ${first.length}:` : ':'),
    ...first.flatMap(({ collection, id, name, reviewedOn }) => [
      `  ${name} (${collection}): reviewed ${reviewedOn}`,
      `    ${consoleDocumentLink(projectId, collection, id)}`,
    ]),
  ];
}
