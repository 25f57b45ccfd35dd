import { useId, useState } from 'react';
import type { InclusionSection } from '../../data/types';
import { useNamespace } from '../../i18n/messages';
import { packages as packagesEn } from '../../i18n/en/packages';

/**
 * The package's sections as a disclosure accordion: all closed at first, opening one closes the
 * other. Each heading holds a button with aria-expanded, and each panel is a region named by that
 * button; a closed panel is `hidden`, so it is out of the page and the accessibility tree alike.
 */
export function InclusionsAccordion({ sections }: { sections: readonly InclusionSection[] }) {
  const packagesMessages = useNamespace('packages', packagesEn);
  const t = packagesMessages.detail;
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className="accordion inclusions-accordion">
      {sections.map(({ title, lines }, index) => {
        const isOpen = open === index;
        const buttonId = `${baseId}-heading-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={index} className="accordion-item">
            <h3 className="accordion-header">
              <button
                type="button"
                id={buttonId}
                className={isOpen ? 'accordion-button' : 'accordion-button collapsed'}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                {title === '' ? t.untitledSection(index + 1) : title}
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-collapse"
              hidden={!isOpen}
            >
              <div className="accordion-body">
                {lines.length > 0 ? (
                  <ul className="inclusion-lines mb-0">
                    {lines.map((line, lineIndex) => (
                      <li key={lineIndex}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mb-0">{t.sectionEmpty}</p>
                )}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
