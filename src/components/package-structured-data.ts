import type { PackageDetail, PackageSummary } from '../shared/types';
import { centreId, offer, type JsonLd } from './structured-data';

// Apart from the tests' and pages' data (./structured-data.tsx): only the packages' pages load it.

/** A package card on the list: its name, title and price. */
export function packageSummaryData(summary: PackageSummary, url: string): JsonLd {
  const priced = offer(summary);
  return {
    '@type': priced ? ['MedicalTestPanel', 'Service'] : 'MedicalTestPanel',
    name: summary.name,
    url,
    ...(summary.title === '' ? {} : { description: summary.title }),
    ...(summary.pti === '' ? {} : { preparation: summary.pti }),
    ...(priced ? { offers: priced, provider: { '@id': centreId() } } : {}),
  };
}

/** A package's page: the panel, every test line of its inclusions as sub-tests, and its price. */
export function packageDetailData(detail: PackageDetail, name: string, url: string): JsonLd {
  const description = [detail.text1, detail.text2].filter((text) => text !== '').join(' ');
  const priced = offer(detail);
  return {
    '@type': priced ? ['MedicalTestPanel', 'Service'] : 'MedicalTestPanel',
    name,
    url,
    ...(description === '' ? {} : { description }),
    ...(detail.pti === '' ? {} : { preparation: detail.pti }),
    subTest: detail.sections.flatMap((section) =>
      section.lines.map((line) => ({ '@type': 'MedicalTest', name: line })),
    ),
    ...(priced ? { offers: priced, provider: { '@id': centreId() } } : {}),
  };
}
