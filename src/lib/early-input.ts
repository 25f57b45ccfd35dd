/**
 * A pre-rendered page shows its forms before the app runs. What a visitor types in that moment
 * sits in the fields while the app's state says they are empty. These close that gap: what was
 * typed is handed to the app once it runs, and a form sent before (held by
 * public/hold-submits.js) is sent then, by the app.
 */

const READY = 'appReady';

/**
 * Shared with public/hold-submits.js, the small script every page loads before the app, which
 * holds a form sent while the app is starting: the attribute it marks that form with, and the
 * event that tells it the app will not start, so it lets the browser send the form itself.
 */
export const HELD_ATTRIBUTE = 'data-held-submit';
export const APP_FAILED_EVENT = 'lab-site:app-failed';

/**
 * Called by the app once it has taken over the page: a form the visitor sent before is sent now,
 * by the app.
 */
export function markAppReady(): void {
  document.documentElement.dataset[READY] = '';
  const form = document.querySelector<HTMLFormElement>(`form[${HELD_ATTRIBUTE}]`);
  if (!form) return;
  form.removeAttribute(HELD_ATTRIBUTE);
  // After the app has taken in what was typed (the replayed input events' updates).
  setTimeout(() => {
    if (form.isConnected) form.requestSubmit();
  }, 0);
}

/** Tells the page's small script that the app will not start: a form held goes as it is. */
export function reportAppFailed(): void {
  document.dispatchEvent(new Event(APP_FAILED_EVENT));
}

const skippedTypes = new Set(['button', 'checkbox', 'file', 'hidden', 'radio', 'reset', 'submit']);

/**
 * Hands text typed before the app ran to the app, once it has taken the fields over: for every
 * field whose value is not the one the page arrived with, an input event the app's change
 * handlers see. React notices a change only against the value it last knew (the typed one, read
 * when it took the field over), so the page's own value is set first through the element's own
 * property (which React watches), then the typed text through the prototype's (which it does
 * not), as a browser's own typing would.
 */
export function replayEarlyInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field instanceof HTMLInputElement && skippedTypes.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
