import { PATHOLOGIST_REVIEWER, type Doctor, type LinkedItem, type Reviewer } from '../shared/types';
import { slugsOf } from './catalogue';

type Named = { id: string; name: string; name_bn?: string };

/** An item as a link to its own page: its id, its slug in its list, its names. */
function linkTo(item: Named, slugs: ReadonlyMap<string, string>): LinkedItem {
  return {
    id: item.id,
    slug: slugs.get(item.id) ?? item.id,
    name: item.name,
    ...(item.name_bn === undefined ? {} : { name_bn: item.name_bn }),
  };
}

/** Whether a test names the pathologist in charge the site's settings give as its reviewer. */
export const byPathologist = (item: { reviewedBy?: string }) =>
  item.reviewedBy === PATHOLOGIST_REVIEWER;

/**
 * What a test's page links to beyond itself, found in the lists by id: the tests a profile
 * includes, in its own order, and the doctor who reviewed its texts, or the pathologist in charge
 * (`pathologist`, the name the site's settings give). An id the lists lack is left out, as is the
 * pathologist while the settings name none, so a page never names nobody.
 */
export function itemLinks(
  item: { includes?: readonly string[]; reviewedBy?: string },
  tests: readonly Named[],
  doctors: readonly Doctor[],
  pathologist = '',
): { includedTests?: LinkedItem[]; reviewer?: Reviewer } {
  const links: { includedTests?: LinkedItem[]; reviewer?: Reviewer } = {};
  if (item.includes !== undefined) {
    const slugs = slugsOf(tests);
    const byId = new Map(tests.map((test) => [test.id, test]));
    links.includedTests = item.includes.flatMap((id) => {
      const test = byId.get(id);
      return test === undefined ? [] : [linkTo(test, slugs)];
    });
  }
  const doctor = doctors.find(({ id }) => id === item.reviewedBy);
  if (byPathologist(item)) {
    if (pathologist !== '') {
      links.reviewer = { id: PATHOLOGIST_REVIEWER, slug: '', name: pathologist, degree: '' };
    }
  } else if (doctor !== undefined) {
    links.reviewer = {
      ...linkTo(doctor, slugsOf(doctors)),
      degree: doctor.degree,
      ...(doctor.degree_bn === undefined ? {} : { degree_bn: doctor.degree_bn }),
    };
  }
  return links;
}
