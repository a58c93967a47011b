import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, getConfig, parseConfig } from './config';

const referenceConfig = JSON.parse(
  readFileSync(new URL('../../../../shared/reference/payloads/config.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

const validConfig = {
  id: 'freeavod',
  siteId: 'sc-free',
  siteName: 'Statecast Free',
  description: 'Free films',
  content: [{ type: 'playlist', contentId: 'FeAtUr01', featured: true }, { type: 'continue_watching' }],
  menu: [{ label: 'Movies', contentId: 'MoViEs01', type: 'playlist', filterTags: 'Action,Drama' }],
};

function issuesOf(document: unknown): string[] {
  try {
    parseConfig(document, null);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((i) => i.path);
    throw error;
  }
  return [];
}

describe('parseConfig (seed 000 §3, §5)', () => {
  it('accepts the reference config, taking the site id from the id it was loaded by', () => {
    const config = parseConfig(referenceConfig, 'blender1');
    expect(config.siteId).toBe('blender1');
    expect(config.menu.map((m) => m.label)).toEqual(['Films', 'Courses', 'Live']);
    expect(config.integrations.cleeng?.useSandbox).toBe(true);
    expect(config.accessModel).toBe('AVOD');
  });

  it('applies the defaults: featured false, useSandbox true, AVOD when no access model', () => {
    const config = parseConfig(
      { ...validConfig, integrations: { jwp: { clientId: 'c', assetId: 1 } } },
      null,
    );
    expect(config.content[1]?.featured).toBe(false);
    expect(config.integrations.jwp?.useSandbox).toBe(true);
    expect(config.accessModel).toBe('AVOD');
    expect(config.isEventSite).toBe(false);
  });

  it.each([
    ['free', 'AVOD'],
    ['freeauth', 'AUTHVOD'],
    ['authvod', 'AUTHVOD'],
    ['svod', 'SVOD'],
  ])('maps access model %s to %s', (accessModel, expected) => {
    expect(parseConfig({ ...validConfig, contentProtection: { accessModel } }, null).accessModel).toBe(
      expected,
    );
  });

  it('reads the event-site flag from custom', () => {
    expect(parseConfig({ ...validConfig, custom: { eventSite: true } }, null).isEventSite).toBe(true);
    expect(parseConfig({ ...validConfig, custom: { eventSite: 'true' } }, null).isEventSite).toBe(true);
  });

  it('requires description and siteId', () => {
    const { description: _d, siteId: _s, id: _i, ...rest } = validConfig;
    expect(issuesOf(rest)).toEqual(expect.arrayContaining(['description', 'siteId']));
  });

  it('requires content and menu lists', () => {
    const { content: _c, menu: _m, ...rest } = validConfig;
    expect(issuesOf(rest)).toEqual(expect.arrayContaining(['content', 'menu']));
  });

  it('refuses an unknown content type and a menu entry without label or contentId', () => {
    const issues = issuesOf({
      ...validConfig,
      content: [{ type: 'carousel' }],
      menu: [{ contentId: 'x' }, { label: 'y' }],
    });
    expect(issues).toEqual(expect.arrayContaining(['content.0.type', 'menu.0.label', 'menu.1.contentId']));
  });

  it('refuses an unknown ad delivery method and access model', () => {
    expect(issuesOf({ ...validConfig, adDeliveryMethod: 'vast' })).toEqual(['adDeliveryMethod']);
    expect(issuesOf({ ...validConfig, contentProtection: { accessModel: 'tvod' } })).toEqual([
      'contentProtection.accessModel',
    ]);
  });

  it('requires drm.defaultPolicyId when drm is present', () => {
    expect(issuesOf({ ...validConfig, contentProtection: { accessModel: 'svod', drm: {} } })).toEqual([
      'contentProtection.drm.defaultPolicyId',
    ]);
    expect(
      issuesOf({ ...validConfig, contentProtection: { accessModel: 'svod', drm: { defaultPolicyId: 'p' } } }),
    ).toEqual([]);
  });

  it('refuses a document that is not an object', () => {
    expect(issuesOf(['not', 'a', 'config'])).toEqual(['(root)']);
  });
});

describe('getConfig', () => {
  const answer = (status: number, body: string) => () => Promise.resolve(new Response(body, { status }));

  it('loads and validates', async () => {
    const config = await getConfig(
      ['/apps/configs/freeavod.json'],
      'freeavod',
      answer(200, JSON.stringify(validConfig)),
    );
    expect(config.siteName).toBe('Statecast Free');
  });

  it('turns an HTTP error into a config-load error with the status', async () => {
    const error = await getConfig(['/c.json'], null, answer(404, '{"message":"Config not found"}')).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({ kind: 'config-load', status: 404, message: 'Config not found' });
  });

  it('turns a malformed body into a config-load error', async () => {
    const error = await getConfig(['/c.json'], null, answer(200, '{"siteId": "trunc')).catch((e) => e);
    expect(error).toMatchObject({ kind: 'config-load' });
  });

  it('turns a schema failure into a config-invalid error with issues', async () => {
    const error = await getConfig(['/c.json'], null, answer(200, '{"siteId":"x"}')).catch((e) => e);
    expect(error).toMatchObject({ kind: 'config-invalid' });
    expect((error as ConfigError).issues.length).toBeGreaterThan(0);
  });

  it('falls back to the second host when the first cannot be reached', async () => {
    const calls: string[] = [];
    const fetchImpl = (url: string) => {
      calls.push(url);
      return url.startsWith('https://primary')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response(JSON.stringify(validConfig)));
    };
    const config = await getConfig(
      ['https://primary/apps/configs/freeavod.json', 'https://fallback/apps/configs/freeavod.json'],
      'freeavod',
      fetchImpl as typeof fetch,
    );
    expect(config.siteId).toBe('sc-free');
    expect(calls).toEqual([
      'https://primary/apps/configs/freeavod.json',
      'https://fallback/apps/configs/freeavod.json',
    ]);
  });

  it('does not try the fallback host on a 404', async () => {
    const calls: string[] = [];
    const fetchImpl = (url: string) => {
      calls.push(url);
      return Promise.resolve(new Response('{}', { status: 404 }));
    };
    await expect(
      getConfig(['https://a/c.json', 'https://b/c.json'], null, fetchImpl as typeof fetch),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(calls).toHaveLength(1);
  });
});

describe('config issue messages', () => {
  it('says what is missing, which values are allowed and which type is expected', () => {
    let issues: { path: string; message: string }[] = [];
    try {
      parseConfig(
        { ...validConfig, description: undefined, content: [{ type: 'carousel' }], menu: 'x' },
        null,
      );
    } catch (error) {
      issues = (error as ConfigError).issues;
    }
    expect(issues).toEqual([
      { path: 'description', message: 'is required' },
      {
        path: 'content.0.type',
        message: 'must be one of "playlist", "continue_watching", "favorites", "content_list"',
      },
      { path: 'menu', message: 'must be a list' },
    ]);
  });
});
