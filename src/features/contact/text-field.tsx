import type { ChangeEvent } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';

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
}

interface TextFieldProps extends FieldSpec {
  id: string;
  name: string;
  value: string;
  maxLength: number;
  /** The message shown under the field, and read with it, when it needs correcting. */
  error: string | undefined;
  /** While sending, so nothing typed meanwhile is cleared with the sent values. */
  readOnly: boolean;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/** A labelled field whose error message sits under it and is tied to it for screen readers. */
export function TextField({
  id,
  name,
  label,
  value,
  maxLength,
  error,
  readOnly,
  onChange,
  inputRef,
  autoComplete,
  type = 'text',
  inputMode,
  multiline = false,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const control = {
    ref: inputRef,
    name,
    value,
    maxLength,
    autoComplete,
    inputMode,
    required: true,
    readOnly,
    isInvalid: error !== undefined,
    'aria-invalid': error !== undefined,
    'aria-describedby': error === undefined ? undefined : errorId,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <FormGroup controlId={id}>
      <FormLabel>{label}</FormLabel>
      {multiline ? (
        <FormControl as="textarea" rows={4} {...control} />
      ) : (
        <FormControl type={type} {...control} />
      )}
      {error !== undefined && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </FormGroup>
  );
}
