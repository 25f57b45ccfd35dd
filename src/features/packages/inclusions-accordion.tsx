import { Accordion } from '../../components/accordion';
import type { InclusionSection } from '../../shared/types';
import { usePackagesMessages } from '../../i18n/use-packages-messages';

/** The package's inclusions: a section per profile, its lines as a list. */
export function InclusionsAccordion({ sections }: { sections: readonly InclusionSection[] }) {
  const text = usePackagesMessages().packages.detail;
  return (
    <Accordion
      className="inclusions-accordion"
      sections={sections.map(({ title, lines }, index) => ({
        title: title === '' ? text.untitledSection(index + 1) : title,
        content:
          lines.length > 0 ? (
            <ul className="inclusion-lines mb-0">
              {lines.map((line, lineIndex) => (
                <li key={lineIndex}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="mb-0">{text.sectionEmpty}</p>
          ),
      }))}
    />
  );
}
