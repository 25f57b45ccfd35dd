import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceStudies } from '../../../../src/features/catalogue/service-studies';
import { serveDemoCatalogue } from '../../../support/fake-data-source';
import { renderInRouter } from '../../../support/render';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

describe("a service page's studies, on the demo catalogue", () => {
  beforeEach(serveDemoCatalogue);

  it('lists the studies staff placed on the ultrasound page, with prices and WhatsApp', async () => {
    renderInRouter(<ServiceStudies service="usg" />, { path: '/usg' });

    const studies = await screen.findByRole('list', { name: 'Studies and prices' });
    const cards = within(studies).getAllByRole('listitem');
    const abdomen = cards.find((card) => card.textContent?.includes('USG Whole Abdomen'));
    expect(abdomen).toBeDefined();
    expect(abdomen?.textContent).toContain('₹1,080');
    expect(within(abdomen as HTMLElement).getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    // A study is placed by its `service` field, not by its name: no X-ray here.
    expect(studies.textContent).not.toContain('X-Ray');
    expect(studies.textContent).toContain('Colour Doppler Carotid');
  });

  it('lists the X-ray studies on the X-ray page, and draws nothing for a service with none', async () => {
    const { unmount } = renderInRouter(<ServiceStudies service="xray" />, { path: '/xray' });
    const studies = await screen.findByRole('list', { name: 'Studies and prices' });
    expect(studies.textContent).toContain('X-Ray Chest PA View');
    expect(studies.textContent).not.toContain('USG');
    unmount();

    renderInRouter(<ServiceStudies service="mri" />, { path: '/mri' });
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Studies and prices' })).toBeNull();
  });
});
