import { useLayoutEffect, type RefObject } from 'react';

/** A gap between the sticky block and whatever the browser scrolls into view beneath it. */
const FOCUS_GAP_PX = 8;

/**
 * The height the site's sticky navbar covers while `block` is stuck. A sticky element sticks only
 * inside its parent's box, so a navbar whose parent ends above the block (a `<header>` holding
 * just the top strip and the navbar) has scrolled away by then and covers nothing.
 */
function coveringNavbarHeight(block: HTMLElement): number {
  const navbar = document.querySelector<HTMLElement>('.sticky-top, .fixed-top');
  if (navbar === null) return 0;
  const position = getComputedStyle(navbar).position;
  if (position === 'fixed') return navbar.offsetHeight;
  if (position !== 'sticky') return 0;
  let box = navbar.parentElement;
  while (box !== null && getComputedStyle(box).display === 'contents') box = box.parentElement;
  return box?.contains(block) ? navbar.offsetHeight : 0;
}

/**
 * Keeps a sticky block just below the site's navbar when that stays in view (its height changes
 * with the screen width and when its menu opens), and makes the browser scroll a focused or
 * searched-for element into view below both (scroll-padding on the root), so neither hides it.
 */
export function useStickyBelowNavbar(block: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = block.current;
    if (element === null) return;
    const root = document.documentElement;
    const update = () => {
      const navbarHeight = coveringNavbarHeight(element);
      element.style.setProperty('--catalogue-sticky-top', `${navbarHeight}px`);
      // A block that is not sticky (short screens, see catalogue.scss) covers nothing.
      const covered =
        getComputedStyle(element).position === 'sticky'
          ? navbarHeight + element.offsetHeight
          : navbarHeight;
      root.style.scrollPaddingTop = `${covered + FOCUS_GAP_PX}px`;
    };
    update();
    // Browsers without ResizeObserver (before Chrome 64) still follow the window's size.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    const navbar = document.querySelector('.sticky-top, .fixed-top');
    if (navbar !== null) observer?.observe(navbar);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingTop = '';
    };
  }, [block]);
}
