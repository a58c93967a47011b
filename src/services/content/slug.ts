/**
 * Slug rule (seed 000 §2): lowercase, spaces become hyphens, other non-word characters are
 * dropped. Accented letters are decomposed first so their base letter survives ('Zürich' ->
 * 'zurich'); runs of hyphens collapse and none lead or trail, so a slug never reads '--'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
