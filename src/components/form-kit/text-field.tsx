import type { ChangeEvent, FormEvent } from 'react';
import './form-kit.scss';

/** How one field looks and what the browser may offer to fill it with. */
export interface FieldSpec {
  label: string;
  autoComplete: string;
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  /** A text area for a longer message. */
  multiline?: boolean;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
  /** A line under the field saying what to write, read with it. */
  hint?: string;
}

interface TextFieldProps extends FieldSpec {
  id: string;
  name: string;
  value: string;
  maxLength: number;
  /** The message shown under the field, and read with it, when it needs correcting. */
  error: string | undefined;
  /**
   * For a form the browser checks itself (no `noValidate`): its "fill this in" for an empty
   * field, in the page's language rather than the browser's.
   */
  requiredMessage?: string;
  /** While sending, so nothing typed meanwhile is cleared with the sent values. */
  readOnly: boolean;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * A labelled field whose hint and error sit under it and are tied to it for screen readers.
 * Plain elements with Bootstrap's classes: react-bootstrap's form components added their context
 * and prop-types code to every page with a form.
 */
export function TextField({
  id,
  name,
  label,
  value,
  maxLength,
  error,
  hint,
  requiredMessage,
  readOnly,
  onChange,
  inputRef,
  autoComplete,
  type = 'text',
  inputMode,
  multiline = false,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? '' : hintId, error === undefined ? '' : errorId]
    .join(' ')
    .trim();
  const control = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    inputMode,
    required: true,
    readOnly,
    className: error === undefined ? 'form-control' : 'form-control is-invalid',
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    onChange: (event: ChangeEvent<Control>) => {
      event.currentTarget.setCustomValidity('');
      onChange(event.target.value);
    },
    onInvalid:
      requiredMessage === undefined
        ? undefined
        : ({ currentTarget }: FormEvent<Control>) =>
            currentTarget.setCustomValidity(
              currentTarget.validity.valueMissing ? requiredMessage : '',
            ),
  };
  return (
    <div>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea ref={inputRef} rows={4} {...control} />
      ) : (
        <input ref={inputRef} type={type} {...control} />
      )}
      {hint !== undefined && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error !== undefined && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
