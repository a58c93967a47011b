// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyTheme, getContrastColor, parseHexColor, themeFromStyling } from './theme';

describe('getContrastColor (seed 000 §9: YIQ threshold 186)', () => {
  // With r = g = b the YIQ brightness is the channel value itself (299 + 587 + 114 = 1000).
  it('gives white text just below the threshold (185)', () => {
    expect(getContrastColor('#b9b9b9')).toBe('#ffffff');
  });

  it('gives black text at the threshold (186)', () => {
    expect(getContrastColor('#bababa')).toBe('#000000');
  });

  it('gives black text just above the threshold (187)', () => {
    expect(getContrastColor('#bbbbbb')).toBe('#000000');
  });

  it('weighs the channels 299 / 587 / 114', () => {
    // (0*299 + 255*587 + 0*114) / 1000 = 149.7: pure green is dark enough for white text.
    expect(getContrastColor('#00ff00')).toBe('#ffffff');
    // (255*299 + 255*587 + 0*114) / 1000 = 225.9
    expect(getContrastColor('#ffff00')).toBe('#000000');
  });

  it.each([
    ['#fff', '#ffffff', '#000000'],
    ['#000', '#000000', '#ffffff'],
    // (170*299 + 187*587 + 204*114) / 1000 = 183.9
    ['#abc', '#aabbcc', '#ffffff'],
    // 204 on every channel
    ['#CCC', '#cccccc', '#000000'],
  ])('accepts the #rgb form %s as its expansion %s', (short, long, text) => {
    expect(getContrastColor(short)).toBe(text);
    expect(getContrastColor(short)).toBe(getContrastColor(long));
  });

  it('refuses what is not a hex colour', () => {
    expect(getContrastColor('red')).toBeNull();
    expect(getContrastColor('#abcd')).toBeNull();
    expect(getContrastColor('#gggggg')).toBeNull();
    expect(parseHexColor('')).toBeNull();
  });
});

describe('theme variables', () => {
  it('sets each colour with the text colour on it', () => {
    expect(
      themeFromStyling({
        backgroundColor: '#120d24',
        highlightColor: '#ffd166',
        headerBackground: '#f5f0e6',
      }),
    ).toEqual({
      '--background-color': '#120d24',
      '--background-contrast-color': '#ffffff',
      '--highlight-color': '#ffd166',
      '--highlight-contrast-color': '#000000',
      '--header-background': '#f5f0e6',
      '--header-contrast-color': '#000000',
    });
  });

  it('leaves out colours the config does not give or that do not parse', () => {
    expect(
      themeFromStyling({ backgroundColor: null, highlightColor: 'blue', headerBackground: undefined }),
    ).toEqual({});
  });

  it('applies the variables to the root element and removes them again', () => {
    const root = document.createElement('html');
    const remove = applyTheme(
      { backgroundColor: '#fafafa', highlightColor: '#123', headerBackground: null },
      root,
    );
    expect(root.style.getPropertyValue('--background-color')).toBe('#fafafa');
    expect(root.style.getPropertyValue('--background-contrast-color')).toBe('#000000');
    expect(root.style.getPropertyValue('--highlight-contrast-color')).toBe('#ffffff');
    expect(root.style.getPropertyValue('color-scheme')).toBe('light');
    remove();
    expect(root.style.getPropertyValue('--background-color')).toBe('');
    expect(root.style.getPropertyValue('color-scheme')).toBe('');
  });
});
