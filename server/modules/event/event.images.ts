import { createHash } from 'node:crypto';

/**
 * Logos, portraits, banners and flags of the event site, drawn as SVG on request: a gradient
 * from the id's hash with its initials, so nothing binary is committed and an id always gives
 * the same picture.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function hues(id: string): [number, number] {
  const bytes = createHash('sha1').update(id).digest();
  const hue = ((bytes[0] ?? 0) * 360) / 256;
  return [hue, (hue + 40 + ((bytes[1] ?? 0) % 80)) % 360];
}

const initials = (id: string) =>
  id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

const WIDE_KINDS = new Set(['sport-hero', 'hero', 'banner', 'embed']);

/** One picture: `kind` decides the shape (wide banners, square logos and portraits). */
export function eventImageSvg(kind: string, id: string): string {
  const [a, b] = hues(`${kind}:${id}`);
  const wide = WIDE_KINDS.has(kind);
  const [w, h] = wide ? [1280, 720] : [400, 400];
  const label = escapeXml(id.length <= 6 ? id.toUpperCase() : initials(id));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a.toFixed(0)},60%,40%)"/><stop offset="1" stop-color="hsl(${b.toFixed(0)},60%,15%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-weight="700" font-size="${wide ? 160 : 120}" fill="#ffffff">${label}</text>
</svg>`;
}

/** A flag of three vertical stripes. */
export function flagSvg(stripes: readonly [string, string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 3 2">
<rect width="1" height="2" x="0" fill="${stripes[0]}"/><rect width="1" height="2" x="1" fill="${stripes[1]}"/><rect width="1" height="2" x="2" fill="${stripes[2]}"/>
</svg>`;
}
