import type { EventDocument } from './event.data.js';

/**
 * The domains each federation's embed may be shown on (seed 002 §5: "Embed access needs a
 * configured URL; outside the allowed source the frame is denied"). A domain is a host name; its
 * subdomains count too. `localhost` is the partner page the stack serves on a second origin
 * (embed-pages.ts); `127.0.0.1`, where the stack itself answers, is not allowed.
 */
export const EMBED_ALLOWED_DOMAINS = ['localhost', 'partner.example'] as const;

/** The federation whose embed has no allowed domain: 'Invalid Configuration of Embed Code'. */
export const EMBED_WITHOUT_DOMAINS = 'federation-international-beach-handball-federation';

export function withEmbedDomains(documents: EventDocument[]): void {
  for (const doc of documents) {
    if (doc._type !== 'federation' || !doc.embed) continue;
    const embed = doc.embed as Record<string, unknown>;
    embed.allowedDomains = doc._id === EMBED_WITHOUT_DOMAINS ? [] : [...EMBED_ALLOWED_DOMAINS];
  }
}
