import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { PackageKind } from '../../data/types';
import { useMessages } from '../../i18n/messages';
import { packageKinds } from './package-kinds';

interface PackageTabsProps {
  active: PackageKind;
  onSelect: (kind: PackageKind) => void;
  /** The chosen tab's content; the other panels stay empty until chosen. */
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home, End) move between the tabs and
 * choose the one they land on. Written here rather than taken from react-bootstrap, whose Tabs
 * added 9 KB of gzipped JavaScript to this page for the same markup.
 */
export function PackageTabs({ active, onSelect, children }: PackageTabsProps) {
  const m = useMessages();
  const baseId = useId();
  const tabs = useRef(new Map<PackageKind, HTMLButtonElement>());
  const tabId = (kind: PackageKind) => `${baseId}-tab-${kind}`;
  const panelId = (kind: PackageKind) => `${baseId}-panel-${kind}`;

  const choose = (kind: PackageKind) => {
    onSelect(kind);
    tabs.current.get(kind)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = packageKinds.indexOf(active);
    const last = packageKinds.length - 1;
    const target = {
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowRight: index === last ? 0 : index + 1,
      Home: 0,
      End: last,
    }[event.key];
    const kind = target === undefined ? undefined : packageKinds[target];
    if (kind === undefined) return;
    event.preventDefault();
    choose(kind);
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={m.packages.list.tabsLabel}
        className="nav nav-tabs nav-justified package-tabs mb-3"
      >
        {packageKinds.map((kind) => {
          const selected = kind === active;
          return (
            <button
              key={kind}
              ref={(element) => {
                if (element) tabs.current.set(kind, element);
                else tabs.current.delete(kind);
              }}
              type="button"
              role="tab"
              id={tabId(kind)}
              className={selected ? 'nav-link active' : 'nav-link'}
              aria-selected={selected}
              aria-controls={panelId(kind)}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(kind)}
              onKeyDown={onKeyDown}
            >
              {m.packages.tabs[kind]}
            </button>
          );
        })}
      </div>
      {packageKinds.map((kind) => (
        <div
          key={kind}
          role="tabpanel"
          id={panelId(kind)}
          aria-labelledby={tabId(kind)}
          hidden={kind !== active}
        >
          {kind === active && children}
        </div>
      ))}
    </>
  );
}
