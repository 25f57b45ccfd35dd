import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLanguage } from '../../i18n/language';
import { useFormsMessages } from '../../i18n/use-forms-messages';
import { whenLoadedAndIdle } from '../../lib/use-after-load';
import {
  fieldsOf,
  parseForm,
  type FieldProblem,
  type FormSchema,
} from '../../shared/forms/field-schemas';
import type { HandOverLine } from '../../shared/forms/hand-over-text';
import { preloadHandOver } from './hand-over-loader';

/**
 * What the form last told the visitor: every field must be filled, some need correcting, the
 * send failed (and the hand-over is offered), it was sent, or the demo site kept it here.
 */
export type SubmissionStatus = 'missing' | 'invalid' | 'failed' | 'sent' | 'kept';

/** Where a send stands, for the form's message and button (SendControls). */
export interface SendState {
  status: SubmissionStatus | null;
  /** What the last send failed with, while status is 'failed'. */
  sendError: unknown;
  /** Counts submit attempts, so a repeated message is a new alert that is announced again. */
  attempt: number;
  submitting: boolean;
  dismissStatus: () => void;
  statusElement: RefObject<HTMLDivElement | null>;
  submitButton: RefObject<HTMLButtonElement | null>;
}

interface SendFormOptions<F extends string> {
  schema: FormSchema<F>;
  /** Names the draft kept in the browser; forms that share one share what was typed. */
  draftName: string;
  /**
   * Sends the checked values, within a time box; resolves with 'kept' when the demo site kept
   * them in this browser (and says that nothing was sent), rejects when the send fails.
   */
  send: (values: Record<F, string>) => Promise<unknown>;
  /** Values to start fields with that the draft leaves empty (a test chosen on its own page). */
  prefill?: Partial<Record<F, string>>;
  /** After a send went through and the fields were reset: for what else the form holds. */
  onSent?: () => void;
}

/**
 * Drafts live in sessionStorage: they survive a reload or a trip to the privacy notice and back,
 * but not the closing of the tab, since the phone may be shared and the fields are personal data.
 */
export const draftStorageKey = (draftName: string) => `lab-site:draft:${draftName}`;

function readDraft<F extends string>(key: string, fields: readonly F[]): Record<F, string> {
  const values = Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return values;
    for (const field of fields) {
      const value: unknown = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') values[field] = value;
    }
  } catch {
    // An unreadable draft (blocked storage, bad JSON) is simply not restored.
  }
  return values;
}

/**
 * A field still holding what the page's address filled it with is not the visitor's draft: that
 * value belongs to the page, and another page sharing the draft must not inherit it.
 */
function writeDraft(
  key: string,
  values: Record<string, string>,
  prefill: Record<string, string | undefined> = {},
): void {
  const typed = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value === prefill[field] ? '' : value]),
  );
  try {
    if (Object.values(typed).every((value) => value === '')) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(typed));
  } catch {
    // A draft is a convenience; a browser that refuses it still sends the form.
  }
}

/**
 * The machinery every form shares (docs/decisions/085-one-form-kit.md): the fields' values
 * (restored from a draft), checking them, sending once at a time, clearing only after a send went
 * through (a field the page's address filled keeps its value while the visitor stays), what was
 * sent (for the success's summary), why a send failed (for the hand-over), and where focus goes
 * next.
 */
export function useSendForm<F extends string>({
  schema,
  draftName,
  send,
  prefill,
  onSent,
}: SendFormOptions<F>) {
  const fields = fieldsOf(schema);
  const draftKey = draftStorageKey(draftName);
  const prefilled = () =>
    Object.fromEntries(fields.map((field) => [field, prefill?.[field] ?? ''])) as Record<F, string>;
  const [values, setValues] = useState(() => {
    const draft = readDraft(draftKey, fields);
    const start = prefilled();
    for (const field of fields) if (draft[field] === '') draft[field] = start[field];
    return draft;
  });
  // The checked values of the last send that went through, summed up under its message.
  const [sentValues, setSentValues] = useState<Record<F, string> | null>(null);
  const [problems, setProblems] = useState<Partial<Record<F, FieldProblem>>>({});
  const [status, setStatus] = useState<SubmissionStatus | null>(null);
  // Why the last send failed: the hand-over, loaded after a failure, says it in words.
  const [sendError, setSendError] = useState<unknown>(null);
  // Counts submit attempts, so a repeated message is a new alert that is announced again.
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // State lags a render behind; a second tap in the same tick must not send the enquiry twice.
  const inFlight = useRef(false);
  // Sent, and nothing typed since: the second tap of a double tap must not turn the success into
  // "All fields are mandatory!" on the form the save has just emptied.
  const justSent = useRef(false);
  const inputs = useRef(new Map<F, HTMLInputElement | HTMLTextAreaElement>());
  const statusElement = useRef<HTMLDivElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ to: F | 'status' | 'submit' } | null>(null);

  useEffect(() => writeDraft(draftKey, values, prefill), [draftKey, values, prefill]);

  const { language } = useLanguage();
  useEffect(() => whenLoadedAndIdle(() => preloadHandOver(language)), [language]);

  // Focus moves after the render that shows the message, so it is read with the field or alert.
  useEffect(() => {
    if (focusTarget === null) return;
    const { to } = focusTarget;
    if (to === 'status') statusElement.current?.focus();
    else if (to === 'submit') submitButton.current?.focus();
    else inputs.current.get(to)?.focus();
  }, [focusTarget]);

  const setValue = (field: F, value: string) => {
    justSent.current = false;
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) =>
      current[field] === undefined ? current : { ...current, [field]: undefined },
    );
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (justSent.current) {
      setFocusTarget({ to: 'status' });
      return;
    }
    setAttempt((count) => count + 1);
    const result = parseForm(schema, values);
    if (!result.ok) {
      const { problems: found } = result;
      setProblems(found);
      setStatus(Object.values(found).includes('missing') ? 'missing' : 'invalid');
      const firstInvalid = fields.find((field) => found[field] !== undefined);
      if (firstInvalid !== undefined) setFocusTarget({ to: firstInvalid });
      return;
    }
    setProblems({});
    setStatus(null);
    inFlight.current = true;
    setSubmitting(true);
    try {
      const outcome = await send(result.values);
      const empty = Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
      // Removed here too, in case the visitor left the page while the send was under way.
      writeDraft(draftKey, empty);
      setValues(prefilled());
      setSentValues(result.values);
      onSent?.();
      justSent.current = true;
      setStatus(outcome === 'kept' ? 'kept' : 'sent');
    } catch (error) {
      // Nothing typed is lost: the fields stay as they were, and the hand-over carries them.
      setSendError(error);
      setStatus('failed');
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      setFocusTarget({ to: 'status' });
    }
  };

  const dismissStatus = () => {
    justSent.current = false;
    setStatus(null);
    setFocusTarget({ to: 'submit' });
  };

  const registerInput = (field: F) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (element) inputs.current.set(field, element);
    else inputs.current.delete(field);
  };

  const formId = useId();
  const text = useFormsMessages().forms;
  const problemText = (problem: FieldProblem | undefined, maxLength: number) =>
    problem === undefined
      ? undefined
      : problem === 'tooLong'
        ? text.problems.tooLong(maxLength)
        : text.problems[problem];

  /** A field's state and handlers, for a TextField. */
  const fieldProps = (field: F) => ({
    id: `${formId}-${field}`,
    name: field,
    value: values[field],
    maxLength: schema[field].maxLength,
    error: problemText(problems[field], schema[field].maxLength),
    readOnly: submitting,
    onChange: (value: string) => setValue(field, value),
    inputRef: registerInput(field),
  });

  /** What the visitor typed, field by field under its label, for the hand-over. */
  const typedLines = (labelOf: (field: F) => string): HandOverLine[] =>
    fields.map((field) => ({ label: labelOf(field), value: values[field] }));

  /** What the last send that went through asked for, field by field under its label. */
  const sentLines = (labelOf: (field: F) => string): HandOverLine[] =>
    sentValues === null
      ? []
      : fields.map((field) => ({ label: labelOf(field), value: sentValues[field] }));

  const sending: SendState = {
    status,
    sendError,
    attempt,
    submitting,
    dismissStatus,
    statusElement,
    submitButton,
  };
  return { fields, fieldProps, typedLines, sentLines, handleSubmit, sending };
}
