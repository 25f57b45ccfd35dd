import { useId, useRef, useState, type FormEvent } from 'react';
import { CallButton } from '../../components/contact-buttons';
import { env } from '../../config/env';
import { site } from '../../config/site';
import { PRESCRIPTION_ACCEPT, PRESCRIPTION_MAX_BYTES } from '../../data/prescription-files';
import {
  checkPrescription,
  uploadPrescription,
  type PrescriptionProblem,
} from '../../data/prescriptions';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { normaliseIndianMobile } from '../../lib/indian-numbers';
import { hasVisibleText } from '../../lib/visible-text';
import { DismissibleAlert } from '../../components/dismissible-alert';

type Status = 'idle' | 'uploading' | 'sent' | 'failed';

const maxMegabytes = PRESCRIPTION_MAX_BYTES / (1024 * 1024);

type SenderField = 'title' | 'mobile';

/**
 * One file, checked before anything is sent (a photo or a PDF, at most 10 MB), with the name and
 * mobile number the centre calls about it (checked as the other forms check them), then stored
 * with a progress bar, once a tap however often it is pressed. The button waits for a usable
 * file; a failed upload keeps the file chosen and what was typed.
 */
export function PrescriptionUpload() {
  const messages = useLandingMessages().landing;
  const text = messages.upload;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<PrescriptionProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [progress, setProgress] = useState(0);
  const [sender, setSender] = useState<Record<SenderField, string>>({ title: '', mobile: '' });
  const [invalid, setInvalid] = useState<Partial<Record<SenderField, true>>>({});
  const senderInputs = useRef(new Map<SenderField, HTMLInputElement>());
  // The check reads the file; a file chosen meanwhile replaces the one being checked.
  const latestChoice = useRef<File | null>(null);
  // State lags a render behind; a second tap in the same tick must not store the file twice.
  const uploading = useRef(false);

  const problemText = (found: PrescriptionProblem) => {
    const problemMessage = text.problems[found];
    return typeof problemMessage === 'function' ? problemMessage(maxMegabytes) : problemMessage;
  };

  async function choose(chosen: File | null) {
    latestChoice.current = chosen;
    setFile(chosen);
    setProblem(null);
    setStatus('idle');
    setChecking(chosen !== null);
    if (chosen === null) return;
    let found: PrescriptionProblem | null;
    try {
      found = await checkPrescription(chosen);
    } catch {
      // An unreadable file is not refused here: the upload reads it again and says if it fails.
      found = null;
    }
    if (latestChoice.current !== chosen) return;
    setProblem(found);
    setChecking(false);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (file === null || problem !== null || checking || uploading.current) return;
    const mobile = normaliseIndianMobile(sender.mobile);
    const found: Partial<Record<SenderField, true>> = {};
    if (!hasVisibleText(sender.title)) found.title = true;
    if (mobile === null) found.mobile = true;
    setInvalid(found);
    if (found.title || mobile === null) {
      senderInputs.current.get(found.title ? 'title' : 'mobile')?.focus();
      return;
    }
    uploading.current = true;
    setStatus('uploading');
    setProgress(0);
    try {
      await uploadPrescription(file, { title: sender.title, mobile }, setProgress);
      setStatus('sent');
      setSender({ title: '', mobile: '' });
      setFile(null);
      latestChoice.current = null;
      if (input.current) input.current.value = '';
    } catch {
      setStatus('failed');
    } finally {
      uploading.current = false;
    }
  }

  const percent = Math.round(progress * 100);
  const describedBy = [`${id}-limits`, problem === null ? '' : `${id}-problem`].join(' ').trim();

  return (
    <section className="prescription-upload card shadow-sm" aria-labelledby={`${id}-heading`}>
      <div className="card-body p-3 p-md-4">
        <h2 id={`${id}-heading`} className="landing-heading">
          {text.heading}
        </h2>
        <p>{text.intro}</p>
        {/* POST, as the home-visit form: sent by the browser before the app runs, the file's name
            stays out of the address. */}
        <form
          method="post"
          onSubmit={(event) => void handleSubmit(event)}
          aria-labelledby={`${id}-heading`}
        >
          <div className="row g-3 mb-3">
            {(['title', 'mobile'] as const).map((field) => (
              <div key={field} className="col-12 col-sm-6">
                <label className="form-label fw-semibold" htmlFor={`${id}-${field}`}>
                  {text.sender[field]}
                </label>
                <input
                  ref={(element) => {
                    if (element) senderInputs.current.set(field, element);
                    else senderInputs.current.delete(field);
                  }}
                  id={`${id}-${field}`}
                  className={`form-control ${invalid[field] ? 'is-invalid' : ''}`}
                  name={field}
                  {...(field === 'mobile'
                    ? { type: 'tel', inputMode: 'tel', autoComplete: 'tel' }
                    : { type: 'text', autoComplete: 'name' })}
                  value={sender[field]}
                  readOnly={status === 'uploading'}
                  aria-invalid={invalid[field] === true}
                  aria-describedby={invalid[field] ? `${id}-${field}-problem` : undefined}
                  onChange={(event) => {
                    const { value } = event.target;
                    setSender((current) => ({ ...current, [field]: value }));
                    setInvalid((current) => ({ ...current, [field]: undefined }));
                  }}
                />
                {invalid[field] && (
                  <div id={`${id}-${field}-problem`} className="invalid-feedback d-block">
                    {field === 'mobile' ? messages.form.mobileInvalid : messages.form.required}
                  </div>
                )}
              </div>
            ))}
          </div>
          <div className="mb-3">
            <label className="form-label fw-semibold" htmlFor={`${id}-file`}>
              {text.label}
            </label>
            {/* The browser labels its own file button in the browser's language, so ours stands
                in for it; the real input lies over it, invisible, and takes the taps and focus. */}
            <div
              className={`file-picker form-control position-relative d-flex align-items-center gap-2 ${problem === null ? '' : 'is-invalid'}`}
            >
              <span className="btn btn-outline-primary btn-sm" aria-hidden="true">
                {text.choose}
              </span>
              <span className="text-truncate" aria-hidden="true">
                {file === null ? text.noFile : file.name}
              </span>
              <input
                ref={input}
                id={`${id}-file`}
                className="position-absolute top-0 start-0 w-100 h-100 opacity-0"
                type="file"
                name="prescription"
                accept={PRESCRIPTION_ACCEPT}
                aria-describedby={describedBy}
                aria-invalid={problem !== null}
                disabled={status === 'uploading'}
                onChange={(event) => void choose(event.target.files?.[0] ?? null)}
              />
            </div>
            <div id={`${id}-limits`} className="form-text">
              {text.limits(maxMegabytes)}
            </div>
            {problem !== null && (
              <div id={`${id}-problem`} className="invalid-feedback d-block" role="alert">
                {problemText(problem)}
              </div>
            )}
          </div>
          {status === 'uploading' && (
            <div
              className="upload-progress mb-3"
              role="progressbar"
              aria-label={text.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div className="upload-progress-bar" style={{ width: `${percent}%` }}>
                {percent}%
              </div>
            </div>
          )}
          <div role="status">
            {status === 'sent' && (
              <DismissibleAlert
                variant={env.firebase === null ? 'warning' : 'success'}
                focusOnShow
                dismissLabel={text.dismiss}
                onDismiss={() => setStatus('idle')}
              >
                <p className="fw-semibold mb-1">
                  {env.firebase === null ? text.keptHeading : text.sent}
                </p>
                <p className="mb-0">{env.firebase === null ? text.keptLocally : text.sentNext}</p>
              </DismissibleAlert>
            )}
          </div>
          {status === 'failed' && (
            <DismissibleAlert
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
            className="btn btn-primary upload-submit"
            disabled={file === null || problem !== null || checking || status === 'uploading'}
            aria-describedby={file === null || problem !== null ? `${id}-why-disabled` : undefined}
          >
            {status === 'uploading' ? text.uploading : text.submit}
          </button>
          {/* A greyed button alone does not say what it waits for. */}
          {(file === null || problem !== null) && (
            <p id={`${id}-why-disabled`} className="small mt-2 mb-0">
              {file === null ? text.chooseFirst : text.chooseAnother}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
