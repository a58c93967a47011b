/** seed 002 §5: an embed id is a UUID of version 1 to 5. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isEmbedId = (id: string): boolean => UUID.test(id);

/** The host of the page the player is framed in, or null when it is not framed (or unknown). */
export function embeddingHost(win: Window = window): string | null {
  if (win.top === win) return null;
  const ancestor = win.location.ancestorOrigins?.[0] ?? win.document.referrer;
  if (!ancestor) return null;
  try {
    return new URL(ancestor).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** A domain allows its own host and its subdomains. */
export function isAllowedHost(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => {
    const d = domain.trim().toLowerCase().replace(/^\*\./, '');
    return d !== '' && (host === d || host.endsWith(`.${d}`));
  });
}

export type EmbedAccess = 'allowed' | 'denied' | 'invalid-configuration';

/**
 * seed 002 §5: embed access needs a configured URL (an allowed domain); outside the allowed
 * source, or with a sepId the embed does not list, the frame is denied.
 */
export function embedAccess(embed: { allowedDomains?: string[] | null; allowedIds?: string[] | null }, host: string | null, sepId: string | null): EmbedAccess {
  const domains = (embed.allowedDomains ?? []).filter((d) => d.trim() !== '');
  if (domains.length === 0) return 'invalid-configuration';
  if (!host || !isAllowedHost(host, domains)) return 'denied';
  if (sepId && embed.allowedIds && embed.allowedIds.length > 0 && !embed.allowedIds.includes(sepId)) return 'denied';
  return 'allowed';
}
