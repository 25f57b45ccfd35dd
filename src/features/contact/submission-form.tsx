import { useId } from 'react';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { FormStatus } from './form-status';
import { PersonalDataNotice } from './personal-data-notice';
import { TextField, type FieldSpec } from './text-field';
import { useSubmissionForm } from './use-submission-form';
import type { FieldProblem, FormSchema } from './validation';
import './contact.scss';

interface SubmissionFormProps<F extends string> {
  schema: FormSchema<F>;
  /** The longest value each field may hold: the same limits the security rules enforce. */
  maxLengths: Record<F, number>;
  fields: Record<F, FieldSpec>;
  draftName: string;
  send: (values: Record<F, string>) => Promise<void>;
  intro?: string;
  submitLabel: string;
  sentNext: string;
  /** What this form collects and why, for the personal data notice under it. */
  collected: string;
  /** Values to start empty fields with (a test chosen on its own page). */
  prefill?: Partial<Record<F, string>>;
}

/** A form that reaches the centre: its fields, its messages, its button and its privacy notice. */
export function SubmissionForm<F extends string>({
  schema,
  maxLengths,
  fields: specs,
  draftName,
  send,
  intro,
  submitLabel,
  sentNext,
  collected,
  prefill,
}: SubmissionFormProps<F>) {
  const text = useContactMessages().contact.form;
  const id = useId();
  const {
    fields,
    values,
    problems,
    status,
    attempt,
    submitting,
    setValue,
    handleSubmit,
    dismissStatus,
    registerInput,
    statusElement,
    submitButton,
  } = useSubmissionForm({ schema, draftName, send, prefill });

  const problemMessage = (field: F, problem: FieldProblem | undefined) =>
    problem === undefined
      ? undefined
      : problem === 'tooLong'
        ? text.problems.tooLong(maxLengths[field])
        : text.problems[problem];

  return (
    // POST: a form the browser sends itself, before the app runs, keeps the visitor's name and
    // number out of the address (and so out of the history and the server's logs).
    <form
      className="submission-form"
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      {intro !== undefined && <p>{intro}</p>}
      <p className="small mb-3">{text.allRequired}</p>
      <div className="row g-3 mb-3">
        {fields.map((field) => {
          const spec = specs[field];
          return (
            <div key={field} className={spec.wide || spec.multiline ? 'col-12' : 'col-12 col-md-6'}>
              <TextField
                {...spec}
                id={`${id}-${field}`}
                name={field}
                value={values[field]}
                maxLength={maxLengths[field]}
                error={problemMessage(field, problems[field])}
                readOnly={submitting}
                onChange={(value) => setValue(field, value)}
                inputRef={registerInput(field)}
              />
            </div>
          );
        })}
      </div>
      <FormStatus
        status={status}
        attempt={attempt}
        sentNext={sentNext}
        onDismiss={dismissStatus}
        alertRef={statusElement}
      />
      <button
        ref={submitButton}
        type="submit"
        className="btn btn-primary btn-submit"
        disabled={submitting}
      >
        {submitting ? text.sending : submitLabel}
      </button>
      <PersonalDataNotice collected={collected} />
    </form>
  );
}
