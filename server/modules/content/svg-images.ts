import { createHash } from 'node:crypto';
import { STUDIO } from './catalogue.data.js';

/**
 * Posters, cards, backgrounds and overlays drawn on request as SVG: a gradient in colours derived
 * from the media id, the title in large type and the studio's name. Nothing binary is committed,
 * and the same id always gives the same picture.
 */

/** Labels drawn in portrait (2:3); every other label is landscape (16:9). */
const PORTRAIT_LABELS = new Set(['portrait']);
/** Labels every item has (seed 000 §3 card, background, channel_logo; plus poster sizes). */
export const IMAGE_LABELS = ['card', 'background', 'channel_logo', 'portrait', 'thumbnail'] as const;

export const DEFAULT_IMAGE_WIDTH = 640;
const MIN_WIDTH = 16;
const MAX_WIDTH = 3840;

export const isPortraitLabel = (label: string): boolean => PORTRAIT_LABELS.has(label);

/** The width asked for, clamped to what is sensible; the default when absent or not a number. */
export function imageWidth(value: string | undefined, fallback = DEFAULT_IMAGE_WIDTH): number {
  const width = Number(value);
  if (!value || !Number.isFinite(width) || width <= 0) return fallback;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Hues from the id: the same id always gets the same colours. */
function palette(id: string): { a: string; b: string; accent: string } {
  const bytes = createHash('sha1').update(id).digest();
  const hue = ((bytes[0] ?? 0) * 360) / 256;
  const shift = 30 + ((bytes[1] ?? 0) % 60);
  const accentHue = (hue + 180) % 360;
  return {
    a: `hsl(${hue.toFixed(0)}, 55%, 38%)`,
    b: `hsl(${((hue + shift) % 360).toFixed(0)}, 60%, 13%)`,
    accent: `hsl(${accentHue.toFixed(0)}, 70%, 62%)`,
  };
}

/** Greedy word wrap into at most `maxLines`, the last one shortened with an ellipsis. */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, perLine - 1))}…`;
  return kept;
}

export interface PosterOptions {
  id: string;
  title: string;
  label: string;
  width: number;
}

/** A poster-like SVG: 2:3 for portrait labels, 16:9 otherwise. */
export function posterSvg({ id, title, label, width }: PosterOptions): string {
  const portrait = isPortraitLabel(label);
  const height = Math.round(portrait ? (width * 3) / 2 : (width * 9) / 16);
  const colours = palette(id);
  const lines = wrapTitle(title, portrait ? 11 : 22, portrait ? 5 : 3);
  const left = Math.round(width * 0.06);
  // Large type, shrunk when one word is longer than a line (bold sans: about 0.6em a character).
  const longest = Math.max(...lines.map((line) => line.length), 1);
  const fitting = (width - 2 * left) / (longest * 0.6);
  const fontSize = Math.max(6, Math.round(Math.min(width * (portrait ? 0.11 : 0.075), fitting)));
  const lineHeight = Math.round(fontSize * 1.15);
  const bottom = Math.round(height * (portrait ? 0.8 : 0.78));
  const firstBaseline = bottom - (lines.length - 1) * lineHeight;
  const small = Math.max(4, Math.round(fontSize * 0.32));
  const text = lines
    .map(
      (line, i) =>
        `<text x="${left}" y="${firstBaseline + i * lineHeight}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const label2 = escapeXml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label2}">`,
    `<title>${label2}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.a}"/><stop offset="1" stop-color="${colours.b}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.22)}" r="${Math.round(Math.min(width, height) * 0.28)}" fill="${colours.accent}" fill-opacity="0.22"/>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">`,
    text,
    `<text x="${left}" y="${Math.round(height * 0.93)}" font-size="${small}" letter-spacing="${(small * 0.12).toFixed(1)}" fill="#ffffff" fill-opacity="0.75">${escapeXml(STUDIO.toUpperCase())}</text>`,
    `</g></svg>`,
  ].join('');
}

/**
 * An overlay drawn over the player (seed 002 §3): transparent, with a corner badge for the
 * full-time overlay and a lower third for a timed one.
 */
export function overlaySvg({ title, label, width }: PosterOptions): string {
  const height = Math.round((width * 9) / 16);
  const fontSize = Math.max(6, Math.round(width * 0.035));
  const content =
    label === 'overlay-fulltime'
      ? `<rect x="${Math.round(width * 0.84)}" y="${Math.round(height * 0.05)}" width="${Math.round(width * 0.12)}" height="${Math.round(fontSize * 1.8)}" rx="${Math.round(fontSize * 0.4)}" fill="#e94560"/>` +
        `<text x="${Math.round(width * 0.9)}" y="${Math.round(height * 0.05 + fontSize * 1.25)}" text-anchor="middle" font-size="${fontSize}" font-weight="700" fill="#ffffff">LIVE</text>`
      : `<rect x="0" y="${Math.round(height * 0.78)}" width="${Math.round(width * 0.7)}" height="${Math.round(height * 0.12)}" fill="#000000" fill-opacity="0.6"/>` +
        `<text x="${Math.round(width * 0.04)}" y="${Math.round(height * 0.855)}" font-size="${fontSize}" fill="#ffffff">${escapeXml(title)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${escapeXml(title)}</title><g font-family="system-ui, sans-serif">${content}</g></svg>`;
}

/** seed 002 §3 overlay names: overlay-fulltime, or overlay-{start}-{duration} in seconds. */
export const isOverlayLabel = (label: string): boolean =>
  label === 'overlay-fulltime' || /^overlay-\d+-\d+$/.test(label);
