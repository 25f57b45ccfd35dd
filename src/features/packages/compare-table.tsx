import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PriceTag } from '../../components/price-tag';
import { packagePath } from '../../shared/routes';
import type { PackageSummary } from '../../shared/types';
import { useInLanguage, useTypedLanguage } from '../../i18n/catalogue-text';
import { useLanguage } from '../../i18n/language';
import { useCompareText } from './compare-picker';
import { compareRows } from './compare-rows';

/** A cell's tick or dash, with words for screen readers. */
function Mark({ included }: { included: boolean }) {
  const text = useCompareText();
  return (
    <td className={included ? 'compare-included' : 'compare-missing'}>
      <span aria-hidden="true">{included ? '✓' : '—'}</span>
      <span className="visually-hidden">{included ? text.included : text.notIncluded}</span>
    </td>
  );
}

/**
 * The packages side by side, one column each: their price, how many tests they list, how to
 * prepare and when the report is ready, then every test any of them lists, one row a test. A
 * table a screen reader can walk by its headers; on a phone it scrolls sideways, the row names
 * staying in view.
 */
export function CompareTable({ packages }: { packages: readonly PackageSummary[] }) {
  const text = useCompareText();
  const { language } = useLanguage();
  const inLanguage = useInLanguage();
  const typedIn = useTypedLanguage();
  const captionId = useId();
  const shown = packages.map(inLanguage);
  const rows = compareRows(packages);
  const fact = (label: string, field: 'pti' | 'delivery') => (
    <tr>
      <th scope="row">{label}</th>
      {shown.map((item, at) => (
        <td key={item.id} lang={packages[at] && typedIn(packages[at], field)}>
          {item[field] === '' ? text.notGiven : item[field]}
        </td>
      ))}
    </tr>
  );
  return (
    <>
      <p className="compare-scroll-hint">{text.scrollHint}</p>
      <div className="compare-table-scroll" role="region" aria-labelledby={captionId}>
        <table className="table compare-table mb-0">
          <caption id={captionId}>{text.caption(packages.length)}</caption>
          <thead>
            <tr>
              <th scope="col">{text.package}</th>
              {shown.map((item, at) => (
                <th scope="col" key={item.id}>
                  <Link
                    to={packagePath(item.kind, item.id)}
                    lang={packages[at] && typedIn(packages[at], 'name')}
                  >
                    {item.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{text.price}</th>
              {shown.map((item) => (
                <td key={item.id}>
                  <PriceTag mrp={item.mrp} off={item.off} price={item.price} />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{text.testsListed}</th>
              {shown.map((item) => (
                <td key={item.id}>
                  {item.tests === undefined ? text.notGiven : text.number(item.tests.length)}
                </td>
              ))}
            </tr>
            {fact(text.prepare, 'pti')}
            {fact(text.report, 'delivery')}
          </tbody>
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={packages.length + 1} className="compare-group">
                {text.testsIncluded}
              </th>
            </tr>
            {rows.map((row) => (
              <tr key={row.name}>
                <th
                  scope="row"
                  lang={language === 'bn' && row.name_bn === undefined ? 'en' : undefined}
                >
                  {language === 'bn' ? (row.name_bn ?? row.name) : row.name}
                </th>
                {row.included.map((included, at) => (
                  <Mark key={packages[at]?.id ?? at} included={included} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
