import { useId, useRef, useState, type FormEvent } from 'react';
import { PersonalDataNotice } from '../../components/form-kit/personal-data-notice';
import { SendControls } from '../../components/form-kit/send-controls';
import { TextField } from '../../components/form-kit/text-field';
import { useSendForm } from '../../components/form-kit/use-send-form';
import { env } from '../../config/env';
import { PRESCRIPTION_ACCEPT, PRESCRIPTION_MAX_BYTES } from '../../shared/prescription-files';
import { sendFormAddress } from '../../shared/forms/no-script-forms';
import { NoScriptFields } from '../../components/form-kit/no-script-fields';
import { prescriptionSenderSchema } from '../../shared/forms/form-schemas';
import {
  checkPrescription,
  uploadPrescription,
  type PrescriptionProblem,
  type PrescriptionSender,
} from '../../data/prescriptions';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { useLanguage } from '../../i18n/language';
import { photoShrink as englishShrink } from '../../i18n/en/photo-shrink';
import { photoShrink as bengaliShrink } from '../../i18n/bn/photo-shrink';
import { formatFileSize, shrinkPhoto } from '../../lib/shrink-photo';

const maxMegabytes = PRESCRIPTION_MAX_BYTES / (1024 * 1024);

const senderInputs = {
  title: { autoComplete: 'name' },
  mobile: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
} as const;

/**
 * One file, checked before anything is sent (a photo or a PDF, at most 10 MB), a photo drawn
 * again smaller and without its camera's metadata (src/lib/shrink-photo.ts), with the name and
 * mobile number the centre calls about it, then stored with a progress bar through the form kit,
 * once a tap however often it is pressed. The button waits for a usable file; a failed upload
 * keeps the file chosen and what was typed, and hands over the photo to WhatsApp.
 */
export function PrescriptionUpload() {
  const text = useLandingMessages().landing.upload;
  const shrinkText = useLanguage().language === 'bn' ? bengaliShrink : englishShrink;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<PrescriptionProblem | null>(null);
  const [checking, setChecking] = useState(false);
  // The size of the photo chosen, when what is sent is the smaller copy drawn from it.
  const [shrunkFrom, setShrunkFrom] = useState<number | null>(null);
  const [progress, setProgress] = useState(0);
  // The file of the last upload that went through, named in the success's summary.
  const [sentFileName, setSentFileName] = useState('');
  // The check reads the file; a file chosen meanwhile replaces the one being checked.
  const latestChoice = useRef<File | null>(null);

  const form = useSendForm({
    schema: prescriptionSenderSchema,
    draftName: 'prescription-sender',
    send: async (sender: PrescriptionSender) => {
      if (file === null) throw new Error('No file chosen');
      setProgress(0);
      await uploadPrescription(file, sender, setProgress);
      setSentFileName(file.name);
      return env.firebase === null ? 'kept' : 'sent';
    },
    onSent: () => {
      setFile(null);
      setShrunkFrom(null);
      latestChoice.current = null;
      if (input.current) input.current.value = '';
    },
  });
  const ready = file !== null && problem === null && !checking;

  const problemText = (found: PrescriptionProblem) => {
    const problemMessage = text.problems[found];
    return typeof problemMessage === 'function' ? problemMessage(maxMegabytes) : problemMessage;
  };

  async function choose(chosen: File | null) {
    latestChoice.current = chosen;
    setFile(chosen);
    setShrunkFrom(null);
    setProblem(null);
    setChecking(chosen !== null);
    if (chosen === null) return;
    // Always the redrawn copy when there is one, so no photo takes its location along; one this
    // browser cannot draw (a HEIC photo on most phones) goes as it is.
    const shrunk = await shrinkPhoto(chosen).catch(() => null);
    const sent = shrunk ?? chosen;
    let found: PrescriptionProblem | null;
    try {
      found = await checkPrescription(sent);
    } catch {
      // An unreadable file is not refused here: the upload reads it again and says if it fails.
      found = null;
    }
    if (latestChoice.current !== chosen) return;
    setFile(sent);
    setShrunkFrom(shrunk !== null && shrunk.size < chosen.size ? chosen.size : null);
    setProblem(found);
    setChecking(false);
  }

  /** Sends only a usable file: the button waits for one, and so does Enter in a field. */
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!ready) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(event);
  }

  const percent = Math.round(progress * 100);
  const describedBy = [
    `${id}-limits`,
    shrunkFrom === null ? '' : `${id}-shrunk`,
    problem === null ? '' : `${id}-problem`,
  ]
    .filter((part) => part !== '')
    .join(' ');

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
          action={sendFormAddress('prescription')}
          noValidate
          onSubmit={handleSubmit}
          aria-labelledby={`${id}-heading`}
        >
          <NoScriptFields />
          <div className="row g-3 mb-3">
            {form.fields.map((field) => (
              <div key={field} className="col-12 col-sm-6">
                <TextField
                  {...senderInputs[field]}
                  {...form.fieldProps(field)}
                  label={text.sender[field]}
                />
              </div>
            ))}
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-file`}>
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
                disabled={form.sending.submitting}
                onChange={(event) => void choose(event.target.files?.[0] ?? null)}
              />
            </div>
            <div id={`${id}-limits`} className="form-text">
              {text.limits(maxMegabytes)}
            </div>
            <div id={`${id}-shrunk`} className="form-text" aria-live="polite">
              {checking && file?.type.startsWith('image/') === true && shrinkText.shrinking}
              {!checking &&
                file !== null &&
                shrunkFrom !== null &&
                shrinkText.shrunk(
                  formatFileSize(shrunkFrom, shrinkText.sizeUnits),
                  formatFileSize(file.size, shrinkText.sizeUnits),
                )}
            </div>
            {problem !== null && (
              <div id={`${id}-problem`} className="invalid-feedback d-block" role="alert">
                {problemText(problem)}
              </div>
            )}
          </div>
          {form.sending.submitting && (
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
          <PersonalDataNotice form="prescription" more={shrinkText.notice} />
          <SendControls
            sending={form.sending}
            text={text}
            asked={[
              ...form.sentLines((field) => text.sender[field]),
              ...(sentFileName === '' ? [] : [{ label: text.label, value: sentFileName }]),
            ]}
            typed={form.typedLines((field) => text.sender[field])}
            photo
            sendingLabel={text.uploading}
            buttonClassName="btn btn-primary upload-submit"
            waiting={!ready}
            describedBy={file === null || problem !== null ? `${id}-why-disabled` : undefined}
          />
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
