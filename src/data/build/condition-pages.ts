import { itemListNames, type ItemListName } from '../../shared/catalogue-lists';
import { itemPath, packagePath } from '../../shared/routes';
import type {
  ConcernLink,
  Condition,
  Doctor,
  LabTest,
  ListedTest,
  PackageDetail,
  Reviewer,
} from '../../shared/types';
import { itemLinks } from '../item-links';
import { slugsOf } from '../catalogue';
import { concernLink, conditionPath, named, type LinkingCondition } from '../condition-links';

/** A test or package a condition's page offers, with its prices as the build read them. */
export interface OfferedItem extends ConcernLink {
  mrp: number | null;
  off: number | null;
  price: number | null;
}

/** A doctor a condition's page names, with their speciality. */
export interface NamedDoctor extends ConcernLink {
  des: string;
  des_bn?: string;
}

/** A health concern's page as the build draws it: its words and what it links, found. */
export interface ConditionPage {
  condition: Condition;
  slug: string;
  tests: OfferedItem[];
  packages: OfferedItem[];
  doctors: NamedDoctor[];
  reviewer?: Reviewer;
  /** When the store last changed one of its tests (ISO): their prices are as of then. */
  pricesOn?: string;
}

type TestListName = Exclude<ItemListName, 'doctors'>;

/** What the build read that a condition's links may name. */
export interface LinkableCatalogue {
  lists: {
    [List in ItemListName]: {
      items: readonly (List extends 'doctors' ? Doctor : LabTest | ListedTest)[];
      updatedAt: ReadonlyMap<string, string>;
    };
  };
  packages: Record<string, readonly PackageDetail[]>;
}

const amounts = (item: { mrp?: number | null; off?: number | null; price?: number | null }) => ({
  mrp: item.mrp ?? null,
  off: item.off ?? null,
  price: item.price ?? null,
});

/**
 * Each condition's page, its links found in the lists by id: a test in any list of tests (the
 * first that has the id), a package of any kind, a doctor. An id no list has is left out and
 * named in `unknown`, by condition id, for staff; a condition left with no link at all has no
 * page (`unpublished`), since a page offering nothing would only send the visitor back.
 */
export function conditionPages(
  conditions: readonly Condition[],
  catalogue: LinkableCatalogue,
  pathologist = '',
): { pages: ConditionPage[]; unknown: Map<string, string[]>; unpublished: string[] } {
  const tests = new Map<string, { offered: OfferedItem; changed?: string }>();
  for (const list of itemListNames) {
    if (list === 'doctors') continue;
    const { items, updatedAt } = catalogue.lists[list as TestListName];
    const slugs = slugsOf(items);
    for (const item of items) {
      if (tests.has(item.id)) continue;
      tests.set(item.id, {
        offered: {
          path: itemPath(list, slugs.get(item.id) ?? item.id),
          ...named(item.name, item.name_bn),
          ...amounts(item as Partial<LabTest>),
        },
        ...(updatedAt.has(item.id) && { changed: updatedAt.get(item.id) }),
      });
    }
  }
  const packages = new Map<string, OfferedItem>();
  for (const detail of Object.values(catalogue.packages).flat()) {
    if (detail.name === '' || packages.has(detail.id)) continue;
    packages.set(detail.id, {
      path: packagePath(detail.kind, detail.id),
      ...named(detail.name, detail.name_bn),
      ...amounts(detail),
    });
  }
  const doctorList = catalogue.lists.doctors.items;
  const doctorSlugs = slugsOf(doctorList);
  const doctors = new Map(
    doctorList.map((doctor) => [
      doctor.id,
      {
        path: itemPath('doctors', doctorSlugs.get(doctor.id) ?? doctor.id),
        ...named(doctor.name, doctor.name_bn),
        des: doctor.des,
        ...(doctor.des_bn === undefined ? {} : { des_bn: doctor.des_bn }),
      },
    ]),
  );

  const slugs = slugsOf(conditions);
  const unknown = new Map<string, string[]>();
  const unpublished: string[] = [];
  const pages: ConditionPage[] = [];
  for (const condition of conditions) {
    const missing: string[] = [];
    const found = <T>(ids: readonly string[], byId: ReadonlyMap<string, T>): T[] =>
      ids.flatMap((id) => {
        const item = byId.get(id);
        if (item === undefined) missing.push(id);
        return item === undefined ? [] : [item];
      });
    const linkedTests = found(condition.tests, tests);
    const page: ConditionPage = {
      condition,
      slug: slugs.get(condition.id) ?? condition.id,
      tests: linkedTests.map(({ offered }) => offered),
      packages: found(condition.packages, packages),
      doctors: found(condition.doctors, doctors),
    };
    if (missing.length > 0) unknown.set(condition.id, missing);
    if (page.tests.length + page.packages.length + page.doctors.length === 0) {
      unpublished.push(condition.id);
      continue;
    }
    const { reviewer } = itemLinks(condition, [], doctorList, pathologist);
    if (reviewer !== undefined) page.reviewer = reviewer;
    const changed = linkedTests.flatMap(({ changed: time }) => time ?? []).sort();
    const latest = changed[changed.length - 1];
    if (latest !== undefined) page.pricesOn = latest;
    pages.push(page);
  }
  return { pages, unknown, unpublished };
}

/** A concern as the pages linking it need it: its page, and the tests and packages it offers. */
const linkingCondition = ({
  condition,
  slug,
  tests,
  packages,
}: ConditionPage): LinkingCondition => ({
  path: conditionPath(slug),
  ...named(condition.name, condition.name_bn),
  items: [...tests, ...packages].map(concernLink),
});

/**
 * The build's word to staff on the concerns' links: an id no list has, and a concern left with
 * nothing to offer, which gets no page. The console edit's e-mail says the same at once.
 */
function reportConditionLinks({
  unknown,
  unpublished,
}: Pick<ReturnType<typeof conditionPages>, 'unknown' | 'unpublished'>) {
  for (const [id, ids] of unknown) {
    console.warn(`Conditions/${id} links ${ids.join(', ')}, which no list has: left out.`);
  }
  for (const id of unpublished) {
    console.warn(`Conditions/${id} links nothing any list has: it has no page.`);
  }
}

/**
 * The concerns' pages of the catalogue the build read, its word on their links said; how the
 * pages linking them find them; and every concern's link, for the pages listing them all.
 */
export function conditionsForBuild(
  catalogue: LinkableCatalogue & { conditions: { items: readonly Condition[] } },
  pathologist: string,
) {
  const concerns = conditionPages(catalogue.conditions.items, catalogue, pathologist);
  reportConditionLinks(concerns);
  const linking = concerns.pages.map(linkingCondition);
  return { pages: concerns.pages, linking, conditionIndex: { links: linking.map(concernLink) } };
}
