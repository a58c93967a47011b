import type { Styling } from '@/services/config/config.schemas';

/** seed 000 §9: text colour contrast threshold 186 (picks black or white). */
export const CONTRAST_THRESHOLD = 186;

const BLACK = '#000000';
const WHITE = '#ffffff';

/** `[r, g, b]` of a `#rgb` or `#rrggbb` colour, or null for anything else. */
export function parseHexColor(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)) as [number, number, number];
}

/**
 * Black or white text for a coloured background (seed 000 §9): YIQ brightness
 * `(r*299 + g*587 + b*114) / 1000` at or above 186 gets black, below it white. Null when the
 * colour is not `#rgb` / `#rrggbb`.
 */
export function getContrastColor(background: string): typeof BLACK | typeof WHITE | null {
  const rgb = parseHexColor(background);
  if (!rgb) return null;
  const [r, g, b] = rgb;
  const yiq = (r * 299 + g * 587 + b * 114) / 1000;
  return yiq >= CONTRAST_THRESHOLD ? BLACK : WHITE;
}

/** CSS custom properties the config sets; the stylesheet holds the calm dark defaults. */
export const themeVariables = {
  backgroundColor: '--background-color',
  backgroundContrastColor: '--background-contrast-color',
  highlightColor: '--highlight-color',
  highlightContrastColor: '--highlight-contrast-color',
  headerBackground: '--header-background',
  headerContrastColor: '--header-contrast-color',
} as const;

type ThemeStyling = Pick<Styling, 'backgroundColor' | 'highlightColor' | 'headerBackground'>;

/** The custom properties a config's styling sets (a colour that does not parse sets nothing). */
export function themeFromStyling(styling: ThemeStyling): Record<string, string> {
  const out: Record<string, string> = {};
  const pairs: [string | null | undefined, string, string][] = [
    [styling.backgroundColor, themeVariables.backgroundColor, themeVariables.backgroundContrastColor],
    [styling.highlightColor, themeVariables.highlightColor, themeVariables.highlightContrastColor],
    [styling.headerBackground, themeVariables.headerBackground, themeVariables.headerContrastColor],
  ];
  for (const [color, variable, contrastVariable] of pairs) {
    const contrast = color ? getContrastColor(color) : null;
    if (!color || !contrast) continue;
    out[variable] = color.trim();
    out[contrastVariable] = contrast;
  }
  return out;
}

/**
 * Sets the config's colours on `root` (the document element) and returns a function that removes
 * them again. Light page backgrounds also switch `color-scheme` so form controls and scrollbars
 * follow.
 */
export function applyTheme(styling: ThemeStyling, root: HTMLElement = document.documentElement): () => void {
  const variables = themeFromStyling(styling);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  const backgroundText = variables[themeVariables.backgroundContrastColor];
  if (backgroundText) root.style.setProperty('color-scheme', backgroundText === BLACK ? 'light' : 'dark');
  return () => {
    for (const name of Object.keys(variables)) root.style.removeProperty(name);
    root.style.removeProperty('color-scheme');
  };
}
