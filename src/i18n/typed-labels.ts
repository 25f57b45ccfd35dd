/**
 * Staff sometimes type a doctor's field with its label already ("Reg. No. 1234", "Next visit:
 * Monday"). Such a value is shown as typed; any other gets the label in the visitor's language.
 */
const typedLabel = { registration: /^reg/i, upcoming: /^(next|upcoming)/i } as const;

export function labelledUnlessTyped(
  field: keyof typeof typedLabel,
  value: string,
  label: (value: string) => string,
): string {
  return typedLabel[field].test(value) ? value : label(value);
}
