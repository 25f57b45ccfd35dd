/**
 * What a hand-over link carries (src/components/form-kit/hand-over.tsx): the chat's or the SMS's
 * text, decoded, for the component and end-to-end tests alike.
 */
export function prefilledText(href: string): string {
  const url = new URL(href);
  return url.searchParams.get(url.protocol === 'sms:' ? 'body' : 'text') ?? '';
}

/** The centre's number as the links dial it. */
export const centreDialled = '+910000001212';
