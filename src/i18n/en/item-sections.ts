/**
 * The sections of a test's own page below its facts: what it checks, why, who, what a profile
 * includes, other names, who reviewed it. Both languages load with the sections' own code, which
 * comes after the page's (src/features/catalogue/item-sections.tsx).
 */
export const itemSections = {
  about: 'What it checks',
  why: 'Why and when it is done',
  who: 'Who should take it',
  includes: 'What this profile includes',
  otherNames: 'Also called',
  /** "Reviewed by Dr. A. Sen, MD (Pathology). Last reviewed 20 November 2026." */
  reviewedBy: 'Reviewed by',
  lastReviewed: (day: string) => `Last reviewed ${day}.`,
  generalNote:
    'This is general information, not medical advice: your own doctor reads your report with you.',
  concerns: 'Tests for these health concerns',
  related: 'Related tests and packages',
  includedIn: 'Also in these health packages',
};
