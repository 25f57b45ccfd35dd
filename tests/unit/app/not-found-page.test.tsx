import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressWords } from '../../../src/app/not-found-page';
import { renderApp } from '../../support/render';

describe('the route table', () => {
  it('shows a real 404 page for an unknown address, with ways on', async () => {
    await renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(main).getByRole('link', { name: 'Find a test and its price' })).toHaveAttribute(
      'href',
      '/labtest',
    );
    expect(within(main).getByRole('link', { name: 'Call the centre' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91/),
    );
    await waitFor(() => expect(document.title).toMatch(/^Page not found \| /));
  });

  it('offers a search of the tests filled in from the address’s words', async () => {
    await renderApp('/old-tests/blood-sugar_fasting');
    const search = await screen.findByRole('search');
    expect(within(search).getByRole('searchbox', { name: 'Search our tests' })).toHaveValue(
      'old tests blood sugar fasting',
    );
    expect(search).toHaveAttribute('action', '/labtest');
    expect(within(search).getByRole('button', { name: 'Search tests' })).toBeInTheDocument();
  });
});

describe('addressWords', () => {
  it.each([
    ['/old-tests/blood-sugar_fasting', 'old tests blood sugar fasting'],
    ['/404', ''],
    ['/labtest/thyroid-profile-t3-t4-tsh', 'labtest thyroid profile t3 t4 tsh'],
    ['/%E0%A6%B0%E0%A6%95%E0%A7%8D%E0%A6%A4-test', 'রক্ত test'],
    ['/bad-%E0%A6', 'bad E0 A6'],
  ])('reads %j as %j', (path, words) => {
    expect(addressWords(path)).toBe(words);
  });
});
