import { describe, expect, it } from 'vitest';
import { googleReviewHref, placeDirectionsHref, placeMapHref } from '../../../src/lib/place-links';
import { site } from '../../../src/shared/site';

const PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';

/** Google's addresses for the centre's place, from the Place ID staff set. */
describe('the links to the centre’s place on Google', () => {
  it('opens Google’s review form for the place', () => {
    expect(googleReviewHref(PLACE_ID)).toBe(
      `https://search.google.com/local/writereview?placeid=${PLACE_ID}`,
    );
  });

  it('gives directions to the place, its name and address beside the ID', () => {
    const { street, locality, region, postalCode } = site.address;
    const destination = [site.brandName, street, locality, region, postalCode].join(', ');
    expect(placeDirectionsHref(PLACE_ID)).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}` +
        `&destination_place_id=${PLACE_ID}`,
    );
  });

  it('names the place’s map', () => {
    expect(placeMapHref(PLACE_ID)).toBe(
      `https://www.google.com/maps/place/?q=place_id:${PLACE_ID}`,
    );
  });
});
