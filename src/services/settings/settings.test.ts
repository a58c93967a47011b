import { describe, expect, it } from 'vitest';
import { parseIni } from './ini';
import { getSettings, parseSettings, SettingsError } from './settings';

describe('parseIni', () => {
  it('reads keys, lists, booleans, quotes and comments', () => {
    expect(
      parseIni(`; comment
# another
[section]
defaultConfigSource = freeavod
additionalAllowedConfigSources[] = svodcomm
additionalAllowedConfigSources[] = "https://example.test/config.json"
UNSAFE_allowAnyConfigSource = false
allowInspector = true ; trailing comment
broken line without equals
`),
    ).toEqual({
      defaultConfigSource: 'freeavod',
      additionalAllowedConfigSources: ['svodcomm', 'https://example.test/config.json'],
      UNSAFE_allowAnyConfigSource: false,
      allowInspector: true,
    });
  });
});

describe('parseSettings (seed 000 §3)', () => {
  it('applies defaults for missing keys', () => {
    expect(parseSettings('defaultConfigSource = abcdefgh')).toEqual({
      defaultConfigSource: 'abcdefgh',
      additionalAllowedConfigSources: [],
      UNSAFE_allowAnyConfigSource: false,
      allowInspector: false,
    });
  });

  it("refuses a wrongly typed value with 'Unable to load .webapp.ini'", () => {
    const error = (() => {
      try {
        parseSettings('UNSAFE_allowAnyConfigSource[] = yes');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SettingsError);
    expect(error).toMatchObject({ message: 'Unable to load .webapp.ini' });
    expect((error as SettingsError).detail).toContain('UNSAFE_allowAnyConfigSource');
  });

  it("reports an HTTP failure as 'Unable to load .webapp.ini'", async () => {
    const fetchImpl = () => Promise.resolve(new Response('nope', { status: 500 }));
    await expect(getSettings(fetchImpl as typeof fetch)).rejects.toMatchObject({
      message: 'Unable to load .webapp.ini',
      detail: 'Request failed with 500',
    });
  });
});
