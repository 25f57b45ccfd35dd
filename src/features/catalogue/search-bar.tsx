import { useRef, type ReactNode, type RefObject } from 'react';
import { SEARCH_QUERY_PARAM } from '../../shared/routes';
import { useStickyBelowNavbar } from './use-sticky-below-navbar';

/**
 * The list's search box, which stays in view below the navbar while the list scrolls. A GET
 * form, unlike the forms that reach the centre: a search holds nothing personal, and sent by the
 * browser before the app runs it opens this list at `?q=`, as the app would.
 */
export function SearchBar({
  input,
  inputId,
  label,
  placeholder,
  query,
  setQuery,
  flushQuery,
  describedBy,
}: {
  input: RefObject<HTMLInputElement | null>;
  inputId: string;
  label: string;
  placeholder: string;
  query: string;
  setQuery: (query: string) => void;
  flushQuery: () => void;
  describedBy: string;
}) {
  return (
    <StickyBar>
      <div className="container">
        <form
          role="search"
          method="get"
          className="catalogue-search"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={inputId} className="form-label fw-semibold">
            {label}
          </label>
          <input
            ref={input}
            id={inputId}
            name={SEARCH_QUERY_PARAM}
            type="search"
            className="form-control"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={flushQuery}
            placeholder={placeholder}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={describedBy}
          />
        </form>
      </div>
    </StickyBar>
  );
}

function StickyBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useStickyBelowNavbar(bar);
  return (
    <div ref={bar} className="catalogue-bar is-sticky">
      {children}
    </div>
  );
}
