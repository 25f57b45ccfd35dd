import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  holdSubmitsUntilReady,
  markAppReady,
  replayEarlyInput,
} from '../../../src/lib/early-input';

/** Sets a field's text as a browser does when a visitor types, unseen by React's own setter. */
const typeBeforeTheApp = (field: HTMLInputElement, text: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);

function Search({ onQuery }: { onQuery: (query: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <label>
      Search
      <input
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          onQuery(event.target.value);
        }}
      />
    </label>
  );
}

describe('what a visitor does before the app has taken the page over', () => {
  it('hands text typed into a field to the app', () => {
    const onQuery = vi.fn();
    const { container } = render(<Search onQuery={onQuery} />);
    const field = screen.getByLabelText<HTMLInputElement>('Search');
    typeBeforeTheApp(field, 'thyroid');

    replayEarlyInput(container);

    expect(onQuery).toHaveBeenCalledWith('thyroid');
    expect(field).toHaveValue('thyroid');
  });

  it('leaves alone the fields nobody typed in', () => {
    const onQuery = vi.fn();
    const { container } = render(<Search onQuery={onQuery} />);
    replayEarlyInput(container);
    expect(onQuery).not.toHaveBeenCalled();
  });

  it('sends a form sent early only once the app runs, and not by the browser', async () => {
    holdSubmitsUntilReady();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = document.createElement('form');
    form.innerHTML = '<button type="submit">Send</button>';
    document.body.append(form);
    const early = new Event('submit', { cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    form.addEventListener('submit', onSubmit);
    markAppReady();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(document.documentElement.dataset.appReady).toBe('');
    form.remove();
  });
});
