import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HELD_ATTRIBUTE, markAppReady, replayEarlyInput } from '../../../src/lib/early-input';

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

  it('sends a form held before it ran once the app runs, and only once', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = document.createElement('form');
    form.innerHTML = '<button type="submit">Send</button>';
    form.setAttribute(HELD_ATTRIBUTE, '');
    form.addEventListener('submit', onSubmit);
    document.body.append(form);

    markAppReady();
    markAppReady();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(form).not.toHaveAttribute(HELD_ATTRIBUTE);
    expect(document.documentElement.dataset.appReady).toBe('');
    form.remove();
  });
});
