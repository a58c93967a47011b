import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * Markup a static page may never carry, whatever its markdown says: scripts go anyway (the
 * sanitiser drops them and every `on*` handler), and forms, frames and styles could imitate or
 * restyle the app around them.
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];

/**
 * Markdown -> HTML that is safe to insert (seed 002 §2: static pages render sanitised markdown).
 * Raw HTML in the markdown passes through `marked`, so the sanitiser always runs on its output.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS });
}
