/** Domain types: what the site shows, after parsing what staff typed into the console. */

/** Text fields are '' when the document lacks them; amounts are null when they cannot be read. */
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
}

/** A test as the Radiology, Cardiology and Neurology lists show it. */
export interface ListedTest {
  id: string;
  name: string;
  pti: string;
  delivery: string;
}

/** A lab test adds its prices. Rupee amounts are whole rupees; `off` is a percentage. */
export interface LabTest extends ListedTest {
  mrp: number | null;
  off: number | null;
  price: number | null;
}

export type PackageKind = 'general' | 'alcoholImpact' | 'diabetic';

export interface PackageSummary extends LabTest {
  kind: PackageKind;
  title: string;
}

export interface InclusionSection {
  title: string;
  lines: string[];
}

export interface PackageFaq {
  /** The document's own question when staff typed one; otherwise the page shows its default. */
  question: string;
  answer: string;
}

export interface PackageDetail {
  id: string;
  kind: PackageKind;
  name: string;
  post: string;
  pti: string;
  delivery: string;
  img2: string;
  text1: string;
  text2: string;
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
}
