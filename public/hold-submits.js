/*
 * Holds a form sent while the app is starting, and lets the browser send it itself if the app
 * never starts. Loaded by every page before the app, unhashed and revalidated (firebase.json),
 * so a page kept from an earlier build still has it when that build's scripts are gone.
 *
 * - Until the app marks the page ready (html[data-app-ready]), a form sent is held: marked with
 *   data-held-submit, for the app to send once it runs (src/lib/early-input.ts, markAppReady).
 * - If a script fails to load, the app says it could not start (the event below,
 *   src/main.tsx), or it is not ready within HOLD_MS, the form goes as the browser sends it: a
 *   POST to its action, /api/send/<form>, which stores it (functions/src/send-form.ts).
 *
 * Plain ES5, no module: it must run on any browser, before and without the app.
 */
(function () {
  var HOLD_MS = 10000;
  /** Keep in step with APP_FAILED_EVENT and HELD_ATTRIBUTE in src/lib/early-input.ts. */
  var APP_FAILED_EVENT = 'lab-site:app-failed';
  var HELD_ATTRIBUTE = 'data-held-submit';
  var root = document.documentElement;
  var failed = false;

  function ready() {
    return root.hasAttribute('data-app-ready');
  }

  /** The held form, as the browser sends it. */
  function release() {
    if (ready()) return;
    var held = document.querySelector('form[' + HELD_ATTRIBUTE + ']');
    if (!held) return;
    held.removeAttribute(HELD_ATTRIBUTE);
    HTMLFormElement.prototype.submit.call(held);
  }

  /** The app will not start: what is held goes, and so will every form after. */
  function giveUp() {
    failed = true;
    release();
  }

  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target.tagName === 'SCRIPT') giveUp();
    },
    true,
  );
  document.addEventListener(APP_FAILED_EVENT, giveUp);

  document.addEventListener(
    'submit',
    function (event) {
      if (ready() || failed) return;
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method !== 'post') return;
      event.preventDefault();
      form.setAttribute(HELD_ATTRIBUTE, '');
      setTimeout(release, HOLD_MS);
    },
    true,
  );
})();
