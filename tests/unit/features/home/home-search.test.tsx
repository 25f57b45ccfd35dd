import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ListPage from '../../../../src/features/catalogue/list-page';
import HomePage from '../../../../src/features/home/home-page';
import { currentUrl, renderInRouter } from '../../../support/render';
import { stubMatchMedia } from '../../../support/match-media';

const homeAndTests = [
  { path: '/', element: <HomePage /> },
  { path: '/labtest', element: <ListPage list="labTests" /> },
];

describe('the home page search box', () => {
  beforeEach(() => stubMatchMedia());

  it('is a plain form that opens Find a Test at the query before the app runs', () => {
    renderInRouter(<HomePage />, { path: '/' });

    const box = screen.getByRole('searchbox', { name: 'Search for a test' });
    const form = screen.getByRole('search');
    expect(form).toContainElement(box);
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/labtest');
    expect(box).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('takes the visitor to the tests that match what they typed, without a reload', async () => {
    const { user, router } = renderInRouter(homeAndTests, { path: '/' });

    await user.type(screen.getByRole('searchbox', { name: 'Search for a test' }), ' vit d {Enter}');

    expect(currentUrl(router)).toBe('/labtest?q=vit+d');
    expect(await screen.findByRole('searchbox', { name: 'Search tests by name' })).toHaveValue(
      'vit d',
    );
    expect(await screen.findByRole('heading', { name: 'Vitamin D (25-OH)' })).toBeInTheDocument();
  });

  it('opens the whole list when nothing was typed', async () => {
    const { user, router } = renderInRouter(homeAndTests, { path: '/' });

    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(currentUrl(router)).toBe('/labtest');
  });
});
