import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.scss';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
}

interface TabsProps<Key extends string> {
  tabs: readonly TabItem<Key>[];
  active: Key;
  onSelect: (key: Key) => void;
  /** What the tab list is for, for screen readers. */
  label: string;
  /** A tab's panel. Only the chosen one is rendered unless `keepMounted` is set. */
  renderPanel: (key: Key) => ReactNode;
  /** Keep every panel in the page, hidden, so what a visitor typed in one survives a switch. */
  keepMounted?: boolean;
  className?: string;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop, and the arrow keys (and Home, End) move between the
 * tabs, choosing the one they land on. Ours rather than react-bootstrap's Tabs, which added 8 to
 * 9 kB of gzipped JavaScript to each page that used it for the same markup.
 */
export function Tabs<Key extends string>({
  tabs,
  active,
  onSelect,
  label,
  renderPanel,
  keepMounted = false,
  className = '',
}: TabsProps<Key>) {
  const baseId = useId();
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = (key: Key) => `${baseId}-panel-${key}`;

  const choose = (key: Key) => {
    onSelect(key);
    buttons.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const last = tabs.length - 1;
    const target = {
      ArrowLeft: index <= 0 ? last : index - 1,
      ArrowUp: index <= 0 ? last : index - 1,
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowDown: index >= last ? 0 : index + 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (tab === undefined) return;
    event.preventDefault();
    choose(tab.key);
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={`nav nav-tabs tab-list ${className}`}>
        {tabs.map(({ key, label: tabLabel }) => {
          const selected = key === active;
          return (
            <button
              key={key}
              ref={(element) => {
                if (element) buttons.current.set(key, element);
                else buttons.current.delete(key);
              }}
              type="button"
              role="tab"
              id={tabId(key)}
              className={selected ? 'nav-link active' : 'nav-link'}
              aria-selected={selected}
              aria-controls={panelId(key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(key)}
              onKeyDown={onKeyDown}
            >
              {tabLabel}
            </button>
          );
        })}
      </div>
      {tabs.map(({ key }) => (
        <div
          key={key}
          role="tabpanel"
          id={panelId(key)}
          aria-labelledby={tabId(key)}
          hidden={key !== active}
        >
          {(keepMounted || key === active) && renderPanel(key)}
        </div>
      ))}
    </>
  );
}
