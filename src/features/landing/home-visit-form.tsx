import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import { CallButton } from '../../components/contact-buttons';
import { env } from '../../config/env';
import { site } from '../../config/site';
import {
  homeVisitFields,
  sendHomeVisitRequest,
  type HomeVisitField,
  type HomeVisitOutcome,
} from '../../data/home-visit';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { normaliseIndianMobile } from '../../lib/indian-numbers';
import { DismissibleAlert } from '../../components/dismissible-alert';

type Status = 'idle' | 'sending' | HomeVisitOutcome | 'failed';

const inputs: Record<
  HomeVisitField,
  { type: 'text' | 'tel'; autoComplete: string; maxLength: number; inputMode?: 'tel' }
> = {
  from_name: { type: 'text', autoComplete: 'name', maxLength: 100 },
  from_mobile: { type: 'tel', autoComplete: 'tel', maxLength: 20, inputMode: 'tel' },
  from_city: { type: 'text', autoComplete: 'address-level2', maxLength: 100 },
  from_labtestname: { type: 'text', autoComplete: 'off', maxLength: 300 },
};

/**
 * The form as it is sent: EmailJS sends a form's own fields, so a copy carries the ten digits the
 * centre dials while the visitor's field keeps what they typed, should the send fail.
 */
function withMobile(form: HTMLFormElement, mobile: string): HTMLFormElement {
  const outgoing = form.cloneNode(true) as HTMLFormElement;
  const field = outgoing.elements.namedItem('from_mobile');
  if (field instanceof HTMLInputElement) field.value = mobile;
  return outgoing;
}

/**
 * "BOOK A HOME VISIT NOW": four required fields, checked by the browser as on the old site, and a
 * mobile number the centre can call, checked as on the contact page's forms. Sent with EmailJS (or
 * kept in this browser on the demo site), once a tap however often it is pressed. A failure keeps
 * what was typed.
 */
export function HomeVisitForm() {
  const messages = useLandingMessages().landing;
  const text = messages.form;
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [attempt, setAttempt] = useState(0);
  const [mobileInvalid, setMobileInvalid] = useState(false);
  const mobileInput = useRef<HTMLInputElement>(null);
  // State lags a render behind; a second tap in the same tick must not send the request twice.
  const sending = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const typedMobile = mobileInput.current?.value ?? '';
    const mobile = normaliseIndianMobile(typedMobile);
    // The message must be on the page before focus moves, so that it is read with the field.
    flushSync(() => setMobileInvalid(typedMobile.trim() !== '' && mobile === null));
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    if (mobile === null) {
      mobileInput.current?.focus();
      return;
    }
    sending.current = true;
    setStatus('sending');
    setAttempt((count) => count + 1);
    try {
      const outcome = await sendHomeVisitRequest(withMobile(form, mobile));
      form.reset();
      setStatus(outcome);
    } catch {
      setStatus('failed');
    } finally {
      sending.current = false;
    }
  }

  return (
    <section className="home-visit card shadow-sm h-100" aria-labelledby={`${id}-heading`}>
      <div className="card-body p-3 p-md-4">
        <h1 id={`${id}-heading`} className="home-visit-heading">
          {text.heading}
        </h1>
        <p className="mb-1">{text.intro}</p>
        <p className="small text-body-secondary mb-3">
          {text.allRequired}
          {env.emailJs === null && <> {text.demoNotice}</>}
        </p>
        {/* POST: a form the browser sends itself, before the app runs, keeps what was typed out
            of the address. */}
        <form
          method="post"
          onSubmit={(event) => void handleSubmit(event)}
          aria-labelledby={`${id}-heading`}
        >
          <div className="row g-3 mb-3">
            {homeVisitFields.map((name) => (
              <FormGroup key={name} className="col-12 col-sm-6" controlId={`${id}-${name}`}>
                <FormLabel>{text.fields[name]}</FormLabel>
                <FormControl
                  ref={name === 'from_mobile' ? mobileInput : undefined}
                  name={name}
                  required
                  {...inputs[name]}
                  // The browser's own "fill this in" is in the browser's language, not the page's.
                  onInvalid={(event) =>
                    event.currentTarget.setCustomValidity(
                      event.currentTarget.validity.valueMissing ? text.required : '',
                    )
                  }
                  onInput={(event) => {
                    event.currentTarget.setCustomValidity('');
                    if (name === 'from_mobile') setMobileInvalid(false);
                  }}
                  isInvalid={name === 'from_mobile' && mobileInvalid}
                  aria-invalid={name === 'from_mobile' && mobileInvalid}
                  aria-describedby={
                    name === 'from_labtestname'
                      ? `${id}-test-hint`
                      : name === 'from_mobile' && mobileInvalid
                        ? `${id}-mobile-error`
                        : undefined
                  }
                />
                {name === 'from_labtestname' && (
                  <FormText id={`${id}-test-hint`}>{text.testHint}</FormText>
                )}
                {name === 'from_mobile' && mobileInvalid && (
                  <div id={`${id}-mobile-error`} className="invalid-feedback d-block">
                    {text.mobileInvalid}
                  </div>
                )}
              </FormGroup>
            ))}
          </div>
          <div role="status">
            {(status === 'emailed' || status === 'kept-locally') && (
              <DismissibleAlert
                variant={status === 'emailed' ? 'success' : 'warning'}
                focusOnShow
                dismissLabel={text.dismiss}
                onDismiss={() => setStatus('idle')}
              >
                <p className="fw-semibold mb-1">
                  {status === 'emailed' ? text.sent : text.keptHeading}
                </p>
                <p className="mb-0">{status === 'emailed' ? text.sentNext : text.keptLocally}</p>
              </DismissibleAlert>
            )}
          </div>
          {status === 'failed' && (
            <DismissibleAlert
              key={attempt}
              variant="danger"
              role="alert"
              focusOnShow
              dismissLabel={text.dismiss}
              onDismiss={() => setStatus('idle')}
            >
              <p className="fw-semibold mb-2">{text.failed}</p>
              <CallButton
                className="btn btn-outline-danger btn-sm"
                label={messages.callInstead(site.centreNumber)}
              />
            </DismissibleAlert>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-lg w-100 home-visit-submit"
            disabled={status === 'sending'}
          >
            {status === 'sending' ? text.sending : text.submit}
          </button>
        </form>
      </div>
    </section>
  );
}
