/**
 * The last part of an item's own address (`/labtest/vitamin-d-25-oh`): its name in lower case,
 * with every run of spaces and punctuation made one hyphen. Letters of any script are kept with
 * their marks (a Bengali name keeps its vowel signs), and Latin accents are dropped ("Müllerian"
 * is "mullerian").
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Every item's slug in a list, by id. Two items of one name share a slug; the one whose id is
 * that slug keeps it (the staff tools make ids from names), else the one with the first id, and
 * the others get `-2`, `-3`… in the order of their ids. An item whose name has no letter or digit
 * is known by its id.
 */
export function itemSlugs(items: readonly { id: string; name: string }[]): Map<string, string> {
  const byName = new Map<string, { id: string }[]>();
  for (const item of items) {
    const slug = slugify(item.name) || slugify(item.id) || 'item';
    const group = byName.get(slug);
    if (group) group.push(item);
    else byName.set(slug, [item]);
  }
  const slugs = new Map<string, string>();
  const taken = new Set(byName.keys());
  for (const [slug, group] of byName) {
    const ordered = [...group].sort((a, b) =>
      a.id === slug ? -1 : b.id === slug ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    );
    ordered.forEach(({ id }, index) => {
      if (index === 0) {
        slugs.set(id, slug);
        return;
      }
      let suffix = index + 1;
      while (taken.has(`${slug}-${suffix}`)) suffix += 1;
      taken.add(`${slug}-${suffix}`);
      slugs.set(id, `${slug}-${suffix}`);
    });
  }
  return slugs;
}

/**
 * Finds an item by the slug in its address: its slug, or, for an item renamed since the address
 * was made, its id (the staff tools make ids from names, so an old address is usually the id).
 * `renamed` says the item was found by its id, whose own address is now `slug`.
 */
export function findBySlug<T extends { id: string }>(
  items: readonly T[],
  slugs: ReadonlyMap<string, string>,
  slug: string,
): { item: T; slug: string; renamed: boolean } | null {
  const wanted = slug.toLowerCase();
  let byId: T | undefined;
  for (const item of items) {
    const own = slugs.get(item.id);
    if (own === wanted) return { item, slug: own, renamed: false };
    if (byId === undefined && item.id.toLowerCase() === wanted) byId = item;
  }
  if (byId === undefined) return null;
  return { item: byId, slug: slugs.get(byId.id) ?? slug, renamed: true };
}
