/**
 * A pre-rendered page shows its forms before the app runs. What a visitor types in that moment
 * sits in the fields while the app's state says they are empty, and pressing Send would have the
 * browser submit the form itself (a reload, with what was typed in the address). These close
 * that gap: what was typed is handed to the app once it runs, and a form sent before is sent
 * then, by the app.
 */

const READY = 'appReady';
let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/**
 * Called by the app once it has taken over the page: a form the visitor sent before is sent now,
 * by the app.
 */
export function markAppReady(): void {
  document.documentElement.dataset[READY] = '';
  const sent = held;
  held = null;
  if (!sent) return;
  const { form, submitter } = sent;
  // After the app has taken in what was typed (the replayed input events' updates).
  setTimeout(() => {
    if (!form.isConnected) return;
    form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : undefined);
  }, 0);
}

/** Until the app runs, the browser does not send a form itself: the app sends it once it runs. */
export function holdSubmitsUntilReady(): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (document.documentElement.dataset[READY] !== undefined) return;
      event.preventDefault();
      if (event.target instanceof HTMLFormElement) {
        held = { form: event.target, submitter: event.submitter };
      }
    },
    true,
  );
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
