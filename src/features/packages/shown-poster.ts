/**
 * Names the console or an old import leaves in `post` when no one in particular wrote the page:
 * an account's role, a test value, a dash. "Posted by Lab Admin" tells a visitor nothing and reads
 * as unfinished, so such a name is not shown.
 */
const placeholderPoster =
  /^(lab\s*)?(admin|administrator)$|^(test|user|none|null|undefined|n\/?a|-+)$/i;

/** The poster's name as the page shows it, or '' when there is no real one. */
export const shownPoster = (post: string): string =>
  placeholderPoster.test(post.trim()) ? '' : post.trim();
