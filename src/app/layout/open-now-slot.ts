/**
 * The footer's empty place for the open-now line, which the layout's notices (./layout-notices.tsx)
 * draw into after load: the pre-render draws nothing there. A module of its own, so the chunk
 * fetched after load shares nothing else with the footer.
 */
export const OPEN_NOW_SLOT = 'open-now-line';
