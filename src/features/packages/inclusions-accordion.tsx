import { Accordion } from '../../components/accordion';
import type { InclusionSection } from '../../data/types';
import { useNamespace } from '../../i18n/messages';
import { packages as packagesEn } from '../../i18n/en/packages';

/** The package's inclusions: a section per profile, its lines as a list. */
export function InclusionsAccordion({ sections }: { sections: readonly InclusionSection[] }) {
  const t = useNamespace('packages', packagesEn).detail;
  return (
    <Accordion
      className="inclusions-accordion"
      sections={sections.map(({ title, lines }, index) => ({
        title: title === '' ? t.untitledSection(index + 1) : title,
        content:
          lines.length > 0 ? (
            <ul className="inclusion-lines mb-0">
              {lines.map((line, lineIndex) => (
                <li key={lineIndex}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="mb-0">{t.sectionEmpty}</p>
          ),
      }))}
    />
  );
}
