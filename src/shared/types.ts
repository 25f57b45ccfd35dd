import type { VisitRule } from './visit-schedule';

/** Domain types: what the site shows, after parsing what staff typed into the console. */

/** A document as the store holds it: an id and whatever fields staff typed. Parsers make sense of it. */
export interface RawDocument {
  id: string;
  data: Record<string, unknown>;
  /** When the store last changed it (ISO), where the reader is told: the build's is. */
  updatedAt?: string;
}

/** The suffix of a field that holds the Bengali wording of another: `pti_bn` for `pti`. */
export const BENGALI_SUFFIX = '_bn';

/**
 * Text fields are '' when the document lacks them; amounts are null when they cannot be read.
 * A text field may have a Bengali twin, `<field>_bn`, which staff may give in the console and the
 * site shows to Bengali readers (src/i18n/catalogue-text.ts); it is left out when not given. The
 * twins keep the documents' own names, so a parsed item reads back as the same item.
 */
export interface Doctor {
  id: string;
  name: string;
  img: string;
  des: string;
  degree: string;
  reg: string;
  des2: string;
  date: string;
  upcoming: string;
  fees: string;
  link: string;
  text: string;
  /**
   * When the doctor visits, as staff typed it for the site to read (`1st,3rd Sat 11:00-15:00`,
   * `Wed,Fri 17:00-19:00`), and read into rules when it can be (src/shared/visit-schedule.ts); and
   * the dates a visit is off (`2026-12-05, 2026-12-19`). Each left out when not given.
   */
  schedule?: string;
  visits?: VisitRule[];
  cancelled?: string;
  /** Its page's opens in the last 28 India days, as a test's (ListedTest). */
  opens?: number;
  name_bn?: string;
  des_bn?: string;
  degree_bn?: string;
  des2_bn?: string;
  date_bn?: string;
  upcoming_bn?: string;
  text_bn?: string;
}

/** A test as the Radiology, Cardiology and Neurology lists show it. */
export interface ListedTest {
  id: string;
  name: string;
  pti: string;
  delivery: string;
  /**
   * What staff may add for the test's own page, each left out when not given: the sample taken,
   * what the test checks, why and when it is done, who should take it (plain text, a line break
   * starting a paragraph); the ids of the tests a profile includes, in its list; and the doctor
   * (an id of the doctors' list) who reviewed those texts, and the day (`2026-11-20`).
   */
  sample?: string;
  about?: string;
  why?: string;
  who?: string;
  includes?: string[];
  reviewedBy?: string;
  reviewedOn?: string;
  name_bn?: string;
  pti_bn?: string;
  delivery_bn?: string;
  sample_bn?: string;
  about_bn?: string;
  why_bn?: string;
  who_bn?: string;
  /** What staff may set to order a search's results (docs/decisions/108-best-match-first.md). */
  code?: string;
  kind?: ItemKind;
  /** Popularity: 1 is the most asked for. */
  rank?: number;
  /**
   * Its page's opens in the last 28 India days, from the field data, which a search orders equal
   * matches by after `rank`; set by the weekly count, never by staff, and absent when not opened.
   */
  opens?: number;
  /** For an imaging study: which of the centre's service pages lists it. */
  service?: ImagingService;
}

/** A single test, or a profile or package of several. */
export type ItemKind = 'test' | 'profile' | 'package';

/** The imaging services with a page of their own. */
export const imagingServices = ['xray', 'usg', 'ct', 'mri', 'opg'] as const;
export type ImagingService = (typeof imagingServices)[number];

/** A lab test adds its prices. Rupee amounts are whole rupees; `off` is a percentage. */
export interface LabTest extends ListedTest {
  mrp: number | null;
  off: number | null;
  price: number | null;
}

export type PackageKind = 'general' | 'alcoholImpact' | 'diabetic';

export interface PackageSummary extends Omit<LabTest, 'kind'> {
  kind: PackageKind;
  title: string;
  title_bn?: string;
  /**
   * Its inclusion lines, every section's in order, which its card counts and the comparison
   * lines up; each in Bengali in `tests_bn` where staff gave a twin. Absent from a list published
   * before packages carried them, until the function next confirms the list.
   */
  tests?: string[];
  tests_bn?: string[];
}

export interface InclusionSection {
  title: string;
  lines: string[];
  title_bn?: string;
  /** Every line, each in Bengali where staff gave its twin (`ptext1_bn`…). */
  lines_bn?: string[];
}

export interface PackageFaq {
  /** The document's own question when staff typed one; otherwise the page shows its default. */
  question: string;
  answer: string;
  /** From `question1_bn` and `qus1_bn`. */
  question_bn?: string;
  answer_bn?: string;
}

export interface PackageDetail {
  id: string;
  kind: PackageKind;
  name: string;
  /** The same amounts the package's card shows, read from its own document. */
  mrp: number | null;
  off: number | null;
  price: number | null;
  post: string;
  pti: string;
  delivery: string;
  img2: string;
  text1: string;
  text2: string;
  name_bn?: string;
  pti_bn?: string;
  delivery_bn?: string;
  text1_bn?: string;
  text2_bn?: string;
  /** Only sections with a title or at least one line, within the variant's limits. */
  sections: InclusionSection[];
  faq: PackageFaq | null;
}

export type PhotoDepartment = 'xray' | 'pathology';

export interface DepartmentPhotos {
  id: string;
  department: PhotoDepartment;
  /** Image addresses in slide order, empty ones left out. */
  photos: string[];
}

/** A list as a page shows it. */
export interface CatalogueList<T> {
  /** Ordered by name. */
  items: T[];
  /** When the published list last changed (ISO); null when the collection itself was read. */
  updatedAt: string | null;
  /**
   * When the list was last known to be in step with staff's edits (ms since 1970); 0 when it is
   * known not to be. Absent for a list read from its collection, which needs no confirming.
   */
  confirmedAt?: number;
  /**
   * Set by the list's loader when that confirmation is missing or older than the bound of
   * src/shared/published-catalogue.ts: the page asks the visitor to call to confirm a price.
   */
  unconfirmed?: boolean;
}

/**
 * A health concern (fever, diabetes…) as staff keep it in the `Conditions` collection: its name,
 * a few paragraphs about it, the other words people search it by, and the tests, packages and
 * doctors that answer it, each by its document id in its own list.
 */
export interface Condition {
  id: string;
  name: string;
  intro: string;
  /** Other words a search finds it by (`sugar` for diabetes), comma-separated as staff typed. */
  words: string;
  tests: string[];
  packages: string[];
  doctors: string[];
  reviewedBy?: string;
  reviewedOn?: string;
  name_bn?: string;
  intro_bn?: string;
  words_bn?: string;
}

/** A package whose inclusion lines name a test, for the test's own page. */
export interface IncludingPackage {
  kind: PackageKind;
  id: string;
  name: string;
  name_bn?: string;
}

/** A test or doctor another item's page links to, by the address of its own page. */
export interface LinkedItem {
  id: string;
  slug: string;
  name: string;
  name_bn?: string;
}

/**
 * The doctor who reviewed a test's texts, as its page names them: one of the doctors' list, or
 * the pathologist in charge the site's settings name, who has no page of their own (slug '').
 */
export interface Reviewer extends LinkedItem {
  degree: string;
  degree_bn?: string;
}

/**
 * What staff type as a test's `reviewedBy` for the pathologist in charge named in the site's
 * settings (`SiteSettings/credentials`), rather than a doctor's document id.
 */
export const PATHOLOGIST_REVIEWER = 'pathologist';

/** A test or doctor as its own page shows it. */
export interface CatalogueItem<T> {
  item: T;
  /** The item's slug now (src/shared/slugs.ts): an item found by an older address has moved. */
  slug: string;
  /**
   * The packages whose inclusion lines name the test, as the build found them (with its page, or
   * in its search index for a page the browser draws); null where neither was at hand.
   */
  includedIn: readonly IncludingPackage[] | null;
  /** Its list is unconfirmed (CatalogueList's), once the page has read the list. */
  unconfirmed?: boolean;
  /**
   * A profile's included tests that its list has (an unknown id left out), and the doctor its
   * `reviewedBy` names, if the doctors' list has them; absent for an item that names none.
   */
  includedTests?: readonly LinkedItem[];
  reviewer?: Reviewer;
  /** The other names the search knows a test by, as the build found them. */
  otherNames?: readonly string[];
  /**
   * The health concerns whose pages link a test, and the other tests and packages they link
   * (src/data/condition-links.ts); absent where neither the build nor the search index told.
   */
  conditions?: readonly ConcernLink[];
  related?: readonly ConcernLink[];
}

/** A page a test's page links as one of its concerns or related items: its address and names. */
export interface ConcernLink {
  path: string;
  name: string;
  name_bn?: string;
}
