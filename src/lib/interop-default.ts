/**
 * The component of a CommonJS package flagged `__esModule` (react-slick, react-multi-carousel,
 * typewriter-effect). The production build follows Node and hands over the whole exports object
 * as the default import, while the test runner unwraps it; this accepts both.
 */
export function interopDefault<T>(imported: T): T {
  return (imported as { default?: T }).default ?? imported;
}
