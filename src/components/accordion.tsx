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
 *
 * `drawClosed={false}` leaves a closed panel's content out of the page until it is opened: for
 * text only someone who opens it reads (a pre-rendered page without script cannot open it
 * either), which would otherwise weigh on the page's first round trip. Content a search engine
 * should read, such as what a package includes, is drawn closed.
 */
export function Accordion({
  sections,
  className = '',
  drawClosed = true,
}: {
  sections: readonly AccordionSection[];
  className?: string;
  drawClosed?: boolean;
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
              {isOpen || drawClosed ? <div className="accordion-body">{content}</div> : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
