import { useId, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { paths, SEARCH_QUERY_PARAM } from '../../shared/routes';
import { useHomeMessages } from '../../i18n/use-home-messages';
import './home-search.scss';

/**
 * A search box that opens Find a Test at what was typed. A plain GET form, so it works before
 * the app's script has run (the browser sends /labtest?q=…); once it runs, the app goes there
 * without reloading the page.
 */
export function HomeSearch() {
  const messages = useHomeMessages();
  const navigate = useNavigate();
  // Find a Test in the page's own language (/bn/labtest on a Bengali page).
  const action = useHref(paths.labTests);
  const inputId = useId();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get(SEARCH_QUERY_PARAM);
    const query = typeof typed === 'string' ? typed.trim() : '';
    navigate(
      query === ''
        ? paths.labTests
        : `${paths.labTests}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query }).toString()}`,
    );
  };

  return (
    <form role="search" method="get" action={action} className="home-search" onSubmit={search}>
      <label htmlFor={inputId} className="form-label fw-semibold">
        {messages.home.searchLabel}
      </label>
      <div className="home-search-row">
        <input
          id={inputId}
          name={SEARCH_QUERY_PARAM}
          type="search"
          className="form-control"
          placeholder={messages.home.searchPlaceholder}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn-primary">
          {messages.home.searchButton}
        </button>
      </div>
    </form>
  );
}
