import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../../../../src/app/layout/header';
import type * as SiteModule from '../../../../src/shared/site';
import { site } from '../../../../src/shared/site';
import { renderInBengali, renderInRouter } from '../../../support/render';

const digits = (phone: string) => phone.replace(/\D/g, '');

describe('the header', () => {
  it('has the brand and two helplines to call in its top strip', () => {
    renderInRouter(<Header />, { path: '/' });
    expect(screen.getByRole('link', { name: new RegExp(site.brandName) })).toHaveAttribute(
      'href',
      '/',
    );
    const strip = screen.getByRole('list', { name: 'Helplines and social media' });
    const calls = within(strip).getAllByRole('link', { name: /Call our helpline/ });
    expect(calls.map((link) => link.getAttribute('href'))).toEqual(
      site.helplines.map((number) => `tel:+${digits(number)}`),
    );
    expect(calls.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/1212$/),
      expect.stringMatching(/1215$/),
    ]);
    // The demo centre has no Facebook page of its own: no link to the site's home page.
    expect(within(strip).queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('links the centre’s own Facebook page, in a new tab, once it is set', async () => {
    vi.resetModules();
    vi.doMock('../../../../src/shared/site', async (original) => {
      const { site: facts } = await original<typeof SiteModule>();
      return {
        site: { ...facts, social: { ...facts.social, facebook: 'https://fb.example/lab' } },
      };
    });
    const { Header: Configured } = await import('../../../../src/app/layout/header');
    renderInRouter(<Configured />, { path: '/' });
    expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://fb.example/lab',
    );
    expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
    vi.doUnmock('../../../../src/shared/site');
  });

  it('lists the spec’s menu items in order and marks the current page', () => {
    renderInRouter(<Header />, { path: '/about-us' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const items = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => !text?.includes('Call'));
    // The spec's items, and home collection one tap away beside Find a Test.
    expect(items.slice(0, 6)).toEqual([
      'HOME',
      'ABOUT US',
      'FIND A TEST',
      'HOME COLLECTION',
      'HEALTH PACKAGE',
      'FIND DOCTOR',
    ]);
    expect(within(nav).getByRole('link', { name: 'HOME COLLECTION' })).toHaveAttribute(
      'href',
      '/home-sample-colllection',
    );
    expect(items.at(-1)).toBe('CONTACT');
    expect(within(nav).getByRole('link', { name: 'ABOUT US' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
  });

  it('opens the SERVICES menu with its six targets, and Escape closes it', async () => {
    const { user } = renderInRouter(<Header />, { path: '/' });
    const services = screen.getByRole('button', { name: 'SERVICES' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(services.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    const entries = within(menu as HTMLElement)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Radiology / Imaging', '/Radiology'],
      ['Pathology', '/'],
      ['Cardiology', '/Cardiology'],
      ['Neurology', '/Neurology'],
      ['Gastroenterology', '/'],
      ['Polyclinic', '/find-doctor'],
    ]);
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
  });

  it('closes the SERVICES menu when the visitor clicks elsewhere', async () => {
    const { user } = renderInRouter(<Header />, { path: '/' });
    const services = screen.getByRole('button', { name: 'SERVICES' });
    await user.click(services);
    await user.click(screen.getByRole('link', { name: new RegExp(site.brandName) }));
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the collapsed menu with its Menu button', async () => {
    const { user } = renderInRouter(<Header />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveClass('show');
    await user.click(screen.getByRole('link', { name: 'FIND A TEST' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the collapsed menu closed after Back to the page it was opened on', async () => {
    const { user, router } = renderInRouter(<Header />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'ABOUT US' }));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate(1));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the collapsed menu when the visitor taps outside it', async () => {
    const { user } = renderInRouter(<Header />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: new RegExp(site.brandName) }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks no SERVICES entry as current on the home page, which is none of theirs', async () => {
    const { user } = renderInRouter(<Header />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'SERVICES' }));
    for (const name of ['Pathology', 'Gastroenterology']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
      expect(screen.getByRole('link', { name })).not.toHaveClass('active');
    }
    expect(screen.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks a service with its own page as current there, and Polyclinic never', async () => {
    const { user } = renderInRouter(<Header />, { path: '/Cardiology' });
    await user.click(screen.getByRole('button', { name: 'SERVICES' }));
    expect(screen.getByRole('link', { name: 'Cardiology' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Polyclinic' })).not.toHaveAttribute('aria-current');
  });

  it('has a call button with the centre’s number', () => {
    renderInRouter(<Header />, { path: '/' });
    expect(screen.getByRole('link', { name: `Call ${site.centreNumber}` })).toHaveAttribute(
      'href',
      `tel:+${digits(site.centreNumber)}`,
    );
  });

  it('shows the brand’s tagline in the language chosen', async () => {
    // With its text loaded, as on a Bengali visit (it once relied on an earlier test's switch).
    await renderInBengali(<Header />);
    await act(async () => undefined);
    expect(screen.getByText('প্যাথলজি · ইমেজিং · পলিক্লিনিক')).toBeInTheDocument();
  });
});
