import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../../src/app/lazy-page';

const Page = () => <h1>Find a Test</h1>;

describe('a lazily loaded page', () => {
  it('draws at once, without its loading state, once preloaded', async () => {
    const LazyPage = lazyPage(async () => Page);
    await LazyPage.preload();
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading page…</p>}>
          <LazyPage />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Find a Test' })).toBeInTheDocument();
  });

  it('shows its loading state first when not preloaded', async () => {
    let resolve: (page: typeof Page) => void = () => {};
    const LazyPage = lazyPage(() => new Promise<typeof Page>((done) => (resolve = done)));
    render(
      <Suspense fallback={<p>Loading page…</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('Loading page…')).toBeInTheDocument();
    await act(async () => resolve(Page));
    expect(await screen.findByRole('heading', { name: 'Find a Test' })).toBeInTheDocument();
  });
});
