/**
 * Lower-cased, with accents dropped, so "mullerian" finds "Anti-Müllerian Hormone" and "CBC"
 * finds "Complete Blood Count (CBC)". Only the Latin accents go: Bengali vowel signs are marks
 * too, and "থাইরয়েড" must not match every word with the same consonants.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
