import { useId, useState, type FormEvent } from 'react';
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
 * "BOOK A HOME VISIT NOW": four required fields, checked by the browser as on the old site, sent
 * with EmailJS (or kept in this browser on the demo site). A failure keeps what was typed.
 */
export function HomeVisitForm() {
  const text = useLandingMessages().landing.form;
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [attempt, setAttempt] = useState(0);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    setStatus('sending');
    setAttempt((count) => count + 1);
    try {
      const outcome = await sendHomeVisitRequest(form);
      form.reset();
      setStatus(outcome);
    } catch {
      setStatus('failed');
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
        <form onSubmit={(event) => void handleSubmit(event)} aria-labelledby={`${id}-heading`}>
          <div className="row g-3 mb-3">
            {homeVisitFields.map((name) => (
              <FormGroup key={name} className="col-12 col-sm-6" controlId={`${id}-${name}`}>
                <FormLabel>{text.fields[name]}</FormLabel>
                <FormControl
                  name={name}
                  required
                  {...inputs[name]}
                  // The browser's own "fill this in" is in the browser's language, not the page's.
                  onInvalid={(event) =>
                    event.currentTarget.setCustomValidity(
                      event.currentTarget.validity.valueMissing ? text.required : '',
                    )
                  }
                  onInput={(event) => event.currentTarget.setCustomValidity('')}
                  aria-describedby={name === 'from_labtestname' ? `${id}-test-hint` : undefined}
                />
                {name === 'from_labtestname' && (
                  <FormText id={`${id}-test-hint`}>{text.testHint}</FormText>
                )}
              </FormGroup>
            ))}
          </div>
          <div role="status">
            {(status === 'emailed' || status === 'kept-locally') && (
              <DismissibleAlert
                variant="success"
                focusOnShow
                dismissLabel={text.dismiss}
                onDismiss={() => setStatus('idle')}
              >
                <p className="fw-semibold mb-1">{text.sent}</p>
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
                label={text.callInstead(site.centreNumber)}
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
