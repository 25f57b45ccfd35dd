import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { OPEN_NOW_SLOT } from './open-now-slot';

// Each part comes in a chunk of its own, so this module, which the layout fetches after load,
// names no other file to preload.
const NoticeBanners = lazy(() =>
  import('../../components/notice-banners').then((module) => ({ default: module.NoticeBanners })),
);
const OpenNowLine = lazy(() =>
  import('../../components/open-now').then((module) => ({ default: module.OpenNowLine })),
);

/**
 * What the layout adds once the page has loaded: the day's notices over the foot of the page, and
 * the open-now line in the footer's place for it.
 */
export default function LayoutNotices() {
  // Drawn only in the browser, after load: the footer is there.
  const [slot] = useState(() => document.getElementById(OPEN_NOW_SLOT));
  return (
    <Suspense fallback={null}>
      <NoticeBanners />
      {slot !== null && createPortal(<OpenNowLine />, slot)}
    </Suspense>
  );
}
