import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../../lib/use-after-load';
import { ServiceTile, tiles } from './service-tile';

const TileSlider = lazy(() => import('./tile-slider'));

/**
 * The tiles as a plain grid of the slider's size first; the slider's code (react-slick) comes once
 * the page has loaded, so it never delays the first view, and the page does not move when it does.
 */
export function ServiceTiles() {
  const afterLoad = useAfterLoad();
  const grid = (
    <div className="service-tiles-static">
      <div className="service-tiles-grid">
        {tiles.slice(0, 3).map((tile) => (
          <ServiceTile key={tile.key} tile={tile} />
        ))}
      </div>
    </div>
  );
  if (!afterLoad) return grid;
  return (
    <Suspense fallback={grid}>
      <TileSlider />
    </Suspense>
  );
}
