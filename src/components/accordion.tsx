import { useId, useState, type ReactNode } from 'react';
import './accordion.scss';

export interface AccordionSection {
  title: ReactNode;
  content: ReactNode;
}

/**
 * Sections as a disclosure accordion: all closed at first, opening one closes the other. Each
 * heading holds a button with aria-expanded, and each panel is a region named by that button; a
 * closed panel is `hidden`, so it is out of the page and the accessibility tree alike.
 */
export function Accordion({
  sections,
  className = '',
}: {
  sections: readonly AccordionSection[];
  className?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className={`accordion ${className}`.trim()}>
      {sections.map(({ title, content }, index) => {
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
                {title}
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-collapse"
              hidden={!isOpen}
            >
              <div className="accordion-body">{content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
