import type { ReactNode } from 'react';
import type { FormSchema } from '../../shared/forms/field-schemas';
import {
  PersonalDataNotice,
  type CollectingForm,
} from '../../components/form-kit/personal-data-notice';
import { NoScriptFields } from '../../components/form-kit/no-script-fields';
import { sendFormAddress, type NoScriptForm } from '../../shared/forms/no-script-forms';
import { SendControls } from '../../components/form-kit/send-controls';
import { TextField, type FieldSpec } from '../../components/form-kit/text-field';
import { useSendForm } from '../../components/form-kit/use-send-form';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { useFormsMessages } from '../../i18n/use-forms-messages';
import './contact.scss';

interface SubmissionFormProps<F extends string> {
  schema: FormSchema<F>;
  fields: Record<F, FieldSpec>;
  draftName: string;
  /** Resolves with 'kept' when the demo site kept the values in this browser. */
  send: (values: Record<F, string>) => Promise<unknown>;
  intro?: string;
  submitLabel: string;
  sentNext: string;
  /** Heads the WhatsApp or SMS message a failed send hands over. */
  handOverSubject: string;
  /** Which form it is, for the personal data notice before its button. */
  collecting: CollectingForm;
  /** Values to start empty fields with (a test chosen on its own page). */
  prefill?: Partial<Record<F, string>>;
  /** Where the browser sends the form itself, before the app runs or without it. */
  noScriptForm: NoScriptForm;
  /** A feedback form's tab, for that function's page. */
  variant?: string;
  /** A word under a field about what is typed in it, which never stops the form sending. */
  hintFor?: (field: F, value: string) => string | undefined;
  /** What the message of a stored send shows after its own words. */
  afterSent?: ReactNode;
}

/** A form that reaches the centre: its fields, its messages, its button and its privacy notice. */
export function SubmissionForm<F extends string>({
  schema,
  fields: specs,
  draftName,
  send,
  intro,
  submitLabel,
  sentNext,
  handOverSubject,
  collecting,
  prefill,
  noScriptForm,
  variant,
  hintFor,
  afterSent,
}: SubmissionFormProps<F>) {
  const messages = useContactMessages();
  const text = useFormsMessages().forms;
  const form = useSendForm({ schema, draftName, send, prefill });

  return (
    // POST: a form the browser sends itself, before the app runs or without it, keeps the
    // visitor's name and number out of the address (and so out of the history and the server's
    // logs), and reaches the function behind its action, which stores it as the app would.
    <form
      className="submission-form"
      method="post"
      action={sendFormAddress(noScriptForm)}
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <NoScriptFields variant={variant} />
      {intro !== undefined && <p>{intro}</p>}
      <p className="small mb-3">{text.allRequired}</p>
      <div className="row g-3 mb-3">
        {form.fields.map((field) => {
          const spec = specs[field];
          const props = form.fieldProps(field);
          return (
            <div key={field} className={spec.wide || spec.multiline ? 'col-12' : 'col-12 col-md-6'}>
              <TextField {...spec} {...props} hint={hintFor?.(field, props.value) ?? spec.hint} />
            </div>
          );
        })}
      </div>
      <PersonalDataNotice form={collecting} />
      <SendControls
        sending={form.sending}
        text={{ submit: submitLabel, sent: messages.contact.sent, sentNext, handOverSubject }}
        asked={form.sentLines((field) => specs[field].label)}
        typed={form.typedLines((field) => specs[field].label)}
        afterSent={afterSent}
        buttonClassName="btn btn-primary btn-submit"
      />
    </form>
  );
}
