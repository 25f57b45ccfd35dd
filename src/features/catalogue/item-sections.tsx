import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Crumb } from '../../components/breadcrumb';
import { absoluteUrl } from '../../components/page-meta';
import {
  breadcrumbData,
  medicalPageData,
  StructuredData,
  testData,
} from '../../components/structured-data';
import { localizedPath } from '../../i18n/language-address';
import { itemPath, packagePath, reviewerPath, type ItemListName } from '../../shared/routes';
import type { CatalogueItem, LabTest, ListedTest, Reviewer } from '../../shared/types';
import { useInLanguage, useTypedLanguage } from '../../i18n/catalogue-text';
import { useMessages } from '../../i18n/messages';
import { itemSections as english } from '../../i18n/en/item-sections';
import { itemSections as bengali } from '../../i18n/bn/item-sections';
import { useLanguage } from '../../i18n/language';

type Test = ListedTest | LabTest;

/** Staff's plain text as paragraphs: each line break starts one. */
export function Paragraphs({ text, lang }: { text: string; lang?: 'en' }) {
  return text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph, index) => (
      <p key={index} className="mb-2" lang={lang}>
        {paragraph}
      </p>
    ));
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section of links to other pages, left out when it has none. */
function LinksSection({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { path: string; name: string; name_bn?: string }[] | null | undefined;
}) {
  const inLanguage = useInLanguage();
  if (!links?.length) return null;
  return (
    <Section id={id} title={title}>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{inLanguage(link).name}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The sections' words in the visitor's language. */
function useSectionsText() {
  return useLanguage().language === 'bn' ? bengali : english;
}

/**
 * What a test's page says of the test beyond its facts, each section only when staff gave its
 * words: what it checks, why and when, who should take it, what a profile includes, its other
 * names, the packages that include it; then who reviewed the words, and that they are general
 * information.
 */
export function ItemTexts({ list, found }: { list: ItemListName; found: CatalogueItem<Test> }) {
  const text = useSectionsText();
  const inLanguage = useInLanguage();
  const typedIn = useTypedLanguage();
  const test = inLanguage(found.item);
  const otherNames = useOtherNames(found);
  const texts = (['about', 'why', 'who'] as const).flatMap((field) => {
    const words = test[field];
    return words === undefined ? [] : [{ field, words }];
  });
  return (
    <>
      {texts.map(({ field, words }) => (
        <Section key={field} id={`item-${field}`} title={text[field]}>
          <Paragraphs text={words} lang={typedIn(found.item, field)} />
        </Section>
      ))}
      <LinksSection
        id="item-includes"
        title={text.includes}
        links={found.includedTests?.map((linked) => ({
          ...linked,
          path: itemPath(list, linked.slug),
        }))}
      />
      {otherNames.length > 0 && (
        <Section id="item-other-names" title={text.otherNames}>
          <p className="mb-0">{otherNames.join(', ')}</p>
        </Section>
      )}
      <LinksSection
        id="item-packages"
        title={text.includedIn}
        links={found.includedIn?.map((included) => ({
          ...included,
          path: packagePath(included.kind, included.id),
        }))}
      />
      <LinksSection id="item-concerns" title={text.concerns} links={found.conditions} />
      <LinksSection id="item-related" title={text.related} links={found.related} />
      <ReviewNote reviewer={found.reviewer} reviewedOn={found.item.reviewedOn} />
    </>
  );
}

/**
 * The test's other names: those its page was built with, or, on a page the browser draws itself,
 * looked up in the search's synonym table once it has arrived, which keeps that table out of the
 * page's first script.
 */
function useOtherNames(found: CatalogueItem<Test>): readonly string[] {
  const [looked, setLooked] = useState<{ name: string; others: string[] } | null>(null);
  const { name } = found.item;
  const carried = found.otherNames;
  useEffect(() => {
    if (carried !== undefined) return;
    let current = true;
    void import('./other-names').then(({ otherNamesOf }) => {
      if (current) setLooked({ name, others: otherNamesOf(name) });
    });
    return () => {
      current = false;
    };
  }, [carried, name]);
  return carried ?? (looked?.name === name ? looked.others : []);
}

/** "Reviewed by Dr …, <degree>. Last reviewed <day>." and the general-information line. */
export function ReviewNote({
  reviewer: named,
  reviewedOn,
}: {
  reviewer: Reviewer | undefined;
  reviewedOn: string | undefined;
}) {
  const text = useSectionsText();
  const months = useMessages().common.updated.months;
  const inLanguage = useInLanguage();
  const reviewer = named && inLanguage(named);
  const [year, month, day] = (reviewedOn ?? '').split('-').map(Number);
  const monthName = month === undefined ? undefined : months[month - 1];
  return (
    <footer className="small text-body-secondary border-top pt-3">
      {reviewer && (
        <p className="mb-1">
          {text.reviewedBy}{' '}
          <Link className="text-decoration-underline" to={reviewerPath(reviewer)}>
            {reviewer.name}
          </Link>
          {reviewer.degree === '' ? '.' : `, ${reviewer.degree}.`}
          {monthName && ` ${text.lastReviewed(`${day} ${monthName} ${year}`)}`}
        </p>
      )}
      <p className="mb-0">{text.generalNote}</p>
    </footer>
  );
}

/**
 * What a test's page tells search engines: the test and its price, a medical page and who
 * reviewed it, and its place in the site, as its breadcrumb shows it.
 */
export function ItemData({
  list,
  found,
  crumbs,
}: {
  list: ItemListName;
  found: CatalogueItem<Test>;
  crumbs: readonly Crumb[];
}) {
  const { language } = useLanguage();
  const inLanguage = useInLanguage();
  const test = inLanguage(found.item);
  const path = itemPath(list, found.slug);
  const address = (page: string) => absoluteUrl(localizedPath(page, language));
  const reviewer = found.reviewer && inLanguage(found.reviewer);
  return (
    <>
      <StructuredData data={testData(test, address(path))} />
      <StructuredData
        data={medicalPageData(test.name, address(path), {
          ...(reviewer && {
            reviewer: {
              name: reviewer.name,
              degree: reviewer.degree,
              url: address(reviewerPath(reviewer)),
            },
          }),
          ...(reviewer && found.item.reviewedOn !== undefined && { day: found.item.reviewedOn }),
        })}
      />
      <StructuredData
        data={breadcrumbData(
          crumbs.map(({ label, to }) => ({ name: label, url: address(to ?? path) })),
        )}
      />
    </>
  );
}
