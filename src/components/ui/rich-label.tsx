import DOMPurify from 'dompurify';

/** Inline markup a publisher's consent label may carry (a link to the terms), nothing more. */
const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'span', 'br'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

/** The label's text without markup: for messages that name a consent. */
export function plainLabel(label: string): string {
  return DOMPurify.sanitize(label, { ALLOWED_TAGS: [] }).trim();
}

/**
 * A consent label as the publisher wrote it, sanitised to inline markup: the terms link works,
 * nothing else gets through (seed 000 §3 Consent `label`).
 */
export function RichLabel({ label }: { label: string }) {
  const html = DOMPurify.sanitize(label, { ALLOWED_TAGS, ALLOWED_ATTR });
  // Sanitised above to inline tags and link attributes only.
  return <span className="rich-label" dangerouslySetInnerHTML={{ __html: html }} />;
}
