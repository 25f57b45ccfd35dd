import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../support/render';
import { DepartmentPhotoCards } from '../../../../src/features/landing/department-photos';
import { stubMatchMedia } from '../../../support/match-media';

beforeEach(() => stubMatchMedia());
afterEach(() => vi.unstubAllGlobals());

const renderCards = () => renderInRouter(<DepartmentPhotoCards />).user;

const card = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('the department photo cards', () => {
  it('show the photo counts of the records, and a Call Now link on every card', async () => {
    renderCards();
    expect(await screen.findByRole('button', { name: 'View 3 photos of X-Ray' })).toHaveTextContent(
      'View 3 photos',
    );
    expect(
      await screen.findByRole('button', { name: 'View 4 photos of Pathology' }),
    ).toHaveTextContent('View 4 photos');
    expect(screen.getByRole('button', { name: 'View 1 photo of Doctor Consult' })).toBeVisible();
    for (const name of ['X-Ray', 'Doctor Consult', 'Pathology', 'USG Department']) {
      expect(within(card(name)).getByRole('link', { name: `Call Now: ${name}` })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+91/),
      );
    }
    expect(within(card('USG Department')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('open an accessible dialog with a carousel of the photos, closed by Escape', async () => {
    const user = renderCards();
    const button = await screen.findByRole('button', { name: 'View 3 photos of X-Ray' });
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'X-Ray photos' });
    const slides = within(dialog).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(within(slides[0]!).getByRole('img')).toHaveAttribute(
      'src',
      '/images/departments/xray-1.webp',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    expect(slides[1]).not.toHaveAttribute('inert');
    expect(within(slides[1]!).getByRole('img')).toHaveAccessibleName(
      'X-Ray, picture 2 of 3 (illustration)',
    );
    // Focus stays in the dialog.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('show the four pathology photos, and the doctor consult picture alone', async () => {
    const user = renderCards();
    await user.click(await screen.findByRole('button', { name: 'View 4 photos of Pathology' }));
    const pathology = await screen.findByRole('dialog', { name: 'Pathology photos' });
    expect(within(pathology).getAllByRole('group')).toHaveLength(4);
    await user.click(within(pathology).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'View 1 photo of Doctor Consult' }));
    const doctor = await screen.findByRole('dialog', { name: 'Doctor Consult photos' });
    expect(within(doctor).queryByRole('group')).not.toBeInTheDocument();
    expect(within(doctor).getByRole('img')).toHaveAccessibleName(
      'Doctor Consult, picture 1 of 1 (illustration)',
    );
  });

  it('keep Tab inside the dialog and move between photos with the arrow keys', async () => {
    const user = renderCards();
    const button = await screen.findByRole('button', { name: 'View 4 photos of Pathology' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Pathology photos' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const next = within(dialog).getByRole('button', { name: 'Next slide' });
    const previous = within(dialog).getByRole('button', { name: 'Previous slide' });

    close.focus();
    await user.tab();
    expect(previous).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();

    const slides = within(dialog).getAllByRole('group');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slides[2]).not.toHaveAttribute('inert');
    await user.keyboard('{ArrowLeft}');
    expect(slides[1]).not.toHaveAttribute('inert');
    expect(slides[2]).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('keep Tab on the Close button of a one-photo dialog', async () => {
    const user = renderCards();
    await user.click(screen.getByRole('button', { name: 'View 1 photo of Doctor Consult' }));
    const dialog = await screen.findByRole('dialog', { name: 'Doctor Consult photos' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
