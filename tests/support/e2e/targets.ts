import type { Page } from '@playwright/test';

/**
 * The links and buttons of a page smaller than WCAG 2.2's minimum target, 24 × 24 CSS pixels, as
 * "tag: text (width × height)". Left out, as the criterion leaves them out: a link inside a
 * sentence (its size is the line's), a control hidden from sight, and one that takes no space.
 */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MINIMUM = 24;
    const inSentence = (element: Element) => {
      const block = element.closest('p, li, dd, td, span.small, address');
      if (!block || element.tagName !== 'A') return false;
      const others = [...block.childNodes].filter(
        (node) => node !== element && !node.contains(element),
      );
      return others.some((node) => (node.textContent ?? '').trim() !== '');
    };
    return [...document.querySelectorAll('a[href], button, [role="button"], select')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        if (box.width <= 1 || box.height <= 1) return false;
        if (element.closest('[inert], [aria-hidden="true"], .visually-hidden-focusable')) {
          return false;
        }
        return (box.width < MINIMUM || box.height < MINIMUM) && !inSentence(element);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return `${element.tagName.toLowerCase()}: ${name.slice(0, 40)} (${Math.round(box.width)} × ${Math.round(box.height)})`;
      });
  });
}
