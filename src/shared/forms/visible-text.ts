/**
 * Whether text has something besides spaces of any kind, control characters and invisible format
 * characters: a zero-width space alone is as empty as nothing, and firestore.rules refuse it so.
 */
export const hasVisibleText = (text: string) => /[^\s\p{Z}\p{Cc}\p{Cf}]/u.test(text);
