import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeSource,
  publishSettingsSection,
  resetFakeSource,
} from '../../support/fake-data-source';

/** The review link and the directions from the centre's place staff set in SiteSettings/place. */
vi.mock(
  '../../../src/data/source/select-data-source',
  () => import('../../support/fake-data-source'),
);

const PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';

const publishPlace = (data: Record<string, unknown>) => publishSettingsSection('place', data);

/** The component on fresh modules, as a new visit that reads the settings afresh. */
async function show(which: 'invite' | 'after' | 'directions', language?: 'bn') {
  vi.resetModules();
  const { GoogleReviewInvite, PlaceDirectionsLink } =
    await import('../../../src/components/centre-place');
  const render = await import('../../support/render');
  const element =
    which === 'directions' ? (
      <PlaceDirectionsLink addressSearch={<a href="/address-search">Get directions</a>} />
    ) : (
      <GoogleReviewInvite afterFeedback={which === 'after'} />
    );
  return language === 'bn' ? render.renderInBengali(element) : render.renderInRouter(element);
}

/** Lets the settings arrive, for a test of what shows without them. */
async function settingsRead() {
  await vi.waitFor(() => expect(fakeSource.readSettings).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeEach(() => resetFakeSource());

describe('the centre’s place on Google', () => {
  it('invites a review on Google’s own form for the centre’s place', async () => {
    publishPlace({ placeId: PLACE_ID });
    await show('invite');
    const link = await screen.findByRole('link', {
      name: 'Review us on Google (opens in a new tab)',
    });
    expect(link).toHaveAttribute(
      'href',
      `https://search.google.com/local/writereview?placeid=${PLACE_ID}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks in Bengali on the Bengali page, in its own words after feedback', async () => {
    publishPlace({ placeId: PLACE_ID });
    await show('after', 'bn');
    expect(
      await screen.findByRole('link', { name: 'Google-এ আমাদের রিভিউ দিন (নতুন ট্যাবে খুলবে)' }),
    ).toBeVisible();
    expect(screen.getByText(/অন্যরাও জানুক চাইলে/)).toBeVisible();
  });

  it('gives directions to the place itself, with the address beside its ID', async () => {
    publishPlace({ placeId: PLACE_ID });
    await show('directions');
    await vi.waitFor(() =>
      expect(
        screen
          .getByRole('link', { name: 'Get directions (opens in a new tab)' })
          .getAttribute('href'),
      ).toMatch(
        new RegExp(
          `^https://www\\.google\\.com/maps/dir/\\?api=1&destination=[^&]+&destination_place_id=${PLACE_ID}$`,
        ),
      ),
    );
  });

  it('changes nothing without a Place ID: no review link, and the address searched', async () => {
    publishPlace({});
    const { container } = await show('invite');
    await settingsRead();
    expect(container).toBeEmptyDOMElement();

    publishPlace({ placeId: 'not a place' });
    await show('directions');
    await settingsRead();
    expect(screen.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      '/address-search',
    );
  });
});
