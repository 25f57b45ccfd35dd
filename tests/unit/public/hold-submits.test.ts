import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { APP_FAILED_EVENT, HELD_ATTRIBUTE, markAppReady } from '../../../src/lib/early-input';

/**
 * public/hold-submits.js, the small script every page loads before the app: a form sent while
 * the app starts waits for it, and goes as the browser sends it (a POST to the function) when the
 * app cannot start. Its state lasts the page's life, so the tests run in the page's order.
 */

// From the repository's root, where the tests run: jsdom's import.meta.url is not a file's.
const script = readFileSync(join(process.cwd(), 'public/hold-submits.js'), 'utf8');

/** A POST form as the site's are, its browser send recorded rather than done. */
function postForm() {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/api/send/home-sample-enquiry';
  form.innerHTML = '<input name="title" value="Mita Das"><button type="submit">Send</button>';
  document.body.append(form);
  return form;
}

const sendEarly = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

let browserSends: MockInstance<() => void>;

beforeEach(() => {
  browserSends = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});

beforeAll(() => {
  // As the page runs it: a classic script, in the page's own scope.
  new Function(script)();
});

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appReady;
  vi.useRealTimers();
});

describe('a form sent before the app runs', () => {
  it('is held, marked for the app, which sends it once it runs', async () => {
    const form = postForm();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    expect(sendEarly(form).defaultPrevented).toBe(true);
    expect(form).toHaveAttribute(HELD_ATTRIBUTE);
    form.addEventListener('submit', onSubmit);
    markAppReady();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(browserSends).not.toHaveBeenCalled();
  });

  it('is the app’s own once the app runs', () => {
    document.documentElement.dataset.appReady = '';
    expect(sendEarly(postForm()).defaultPrevented).toBe(false);
  });

  it('goes as the browser sends it when the app is not ready in 10 s', () => {
    vi.useFakeTimers();
    const form = postForm();
    sendEarly(form);
    vi.advanceTimersByTime(9_000);
    expect(browserSends).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(browserSends.mock.contexts).toEqual([form]);
    expect(form).not.toHaveAttribute(HELD_ATTRIBUTE);
  });

  it('goes at once when the app says it could not start, and so does every form after', () => {
    const form = postForm();
    sendEarly(form);
    document.dispatchEvent(new Event(APP_FAILED_EVENT));
    expect(browserSends.mock.contexts).toEqual([form]);
    expect(sendEarly(postForm()).defaultPrevented).toBe(false);
  });
});
