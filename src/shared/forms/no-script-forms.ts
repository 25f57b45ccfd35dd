/**
 * Where a form goes when the browser sends it itself: with JavaScript off, on a browser that runs
 * none (Opera Mini's data saving), or when the app's script never arrived. firebase.json rewrites
 * these addresses to the `sendForm` function (functions/src/send-form.ts), which checks and stores
 * what the app would have, and answers with a page. The app, once it runs, sends the forms itself.
 */
export const SEND_FORM_PATH = '/api/send';

/** Each form's name in its address: `/api/send/home-sample-enquiry`. */
export const noScriptForms = {
  homeSampleEnquiry: 'home-sample-enquiry',
  feedback: 'feedback',
  homeVisit: 'home-visit',
  prescription: 'prescription',
} as const;

export type NoScriptForm = keyof typeof noScriptForms;

export const sendFormAddress = (form: NoScriptForm) => `${SEND_FORM_PATH}/${noScriptForms[form]}`;

/** The form a send address names, or null for another address. */
export function formOfAddress(pathname: string): NoScriptForm | null {
  const name = pathname.startsWith(`${SEND_FORM_PATH}/`)
    ? pathname.slice(SEND_FORM_PATH.length + 1)
    : '';
  const found = Object.entries(noScriptForms).find(([, address]) => address === name);
  return found ? (found[0] as NoScriptForm) : null;
}

/**
 * Hidden fields every such form carries beside the visitor's: the page's language, so the answer
 * is in it, and for feedback which tab it came from, so its labels are the tab's.
 */
export const LANGUAGE_FIELD = 'language';
export const FEEDBACK_VARIANT_FIELD = 'variant';
