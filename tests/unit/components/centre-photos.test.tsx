import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeSource,
  publishSettingsSection,
  resetFakeSource,
} from '../../support/fake-data-source';

/** Photos of the centre on About: the ones staff listed, and none they did not. */
vi.mock(
  '../../../src/data/source/select-data-source',
  () => import('../../support/fake-data-source'),
);

const publishCredentials = (data: Record<string, unknown>) =>
  publishSettingsSection('credentials', data);

/** The photos on fresh modules, as a new visit that reads the settings afresh. */
async function showPhotos(language?: 'bn') {
  vi.resetModules();
  const { CentrePhotos } = await import('../../../src/components/centre-photos');
  const render = await import('../../support/render');
  return language === 'bn'
    ? render.renderInBengali(<CentrePhotos />)
    : render.renderInRouter(<CentrePhotos />);
}

const storage = 'https://firebasestorage.googleapis.com/v0/b/lab/o/front.jpg?alt=media&token=t';

beforeEach(() => resetFakeSource());

describe('the centre’s photos', () => {
  it('shows each photo staff listed, described by its caption, fetched as it nears the screen', async () => {
    publishCredentials({
      photos: [
        { url: storage, caption: 'The front desk', caption_bn: 'অভ্যর্থনা' },
        { url: '/images/departments/xray-1.webp', caption: 'The X-ray room' },
      ],
    });
    await showPhotos();
    const section = await screen.findByRole('region', { name: 'Our centre' });
    const photos = within(section).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'The front desk',
      'The X-ray room',
    ]);
    expect(photos[0]).toHaveAttribute('src', storage);
    for (const photo of photos) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).toHaveAttribute('width', '800');
      expect(photo).toHaveAttribute('height', '600');
    }
  });

  it('is captioned in Bengali on the Bengali page, in English where staff gave no Bengali', async () => {
    publishCredentials({
      photos: [
        { url: storage, caption: 'The front desk', caption_bn: 'অভ্যর্থনা' },
        { url: '/images/departments/xray-1.webp', caption: 'The X-ray room' },
      ],
    });
    await showPhotos('bn');
    const section = await screen.findByRole('region', { name: 'আমাদের সেন্টার' });
    expect(within(section).getByRole('img', { name: 'অভ্যর্থনা' })).toBeVisible();
    expect(within(section).getByRole('img', { name: 'The X-ray room' })).toBeVisible();
  });

  it('shows nothing when staff listed no photo: none is ever made up', async () => {
    publishCredentials({ accreditation: 'NABL MC-0000 (demo)' });
    const { container } = await showPhotos();
    await vi.waitFor(() => expect(fakeSource.readSettings).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
