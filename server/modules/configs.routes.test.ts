import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-stack.js';
import { CONFIGS_DIR } from './configs.routes.js';

interface ConfigJson {
  id: string;
  siteId: string;
  siteName: string;
  description?: string;
  assets: { banner: string };
  content: { type: string; contentId?: string }[];
  menu: { label?: string; contentId: string; type: string }[];
  styling: { highlightColor: string; headerBackground: string };
  contentProtection: { accessModel: string };
  integrations?: { jwp?: unknown; cleeng?: unknown };
  custom?: Record<string, unknown>;
  adConfig?: string;
  adSchedule?: string;
  adDeliveryMethod: string;
}

const IDS = [
  'freeavod',
  'authvod1',
  'svodhost',
  'svodcomm',
  'eventweb',
  'invalid0',
  'conflict',
  'ssaiavod',
] as const;

const stack = useTestStack();

async function load(id: string): Promise<ConfigJson> {
  const res = await stack.request(`/apps/configs/${id}.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as ConfigJson;
}

/** The text colour rule of seed 000 §9: brightness above 186 picks black text. */
function brightness(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

describe('app configs', () => {
  it('has exactly the eight committed configs', () => {
    expect(readdirSync(CONFIGS_DIR).sort()).toEqual(IDS.map((id) => `${id}.json`).sort());
  });

  it.each(IDS)('serves %s under its own id', async (id) => {
    const config = await load(id);
    expect(config.id).toBe(id);
    expect(config.adDeliveryMethod).toBe(id === 'ssaiavod' ? 'ssai' : 'csai');
  });

  it('answers 404 with a message for an unknown or malformed id', async () => {
    for (const path of [
      '/apps/configs/nothere1.json',
      '/apps/configs/UPPER123.json',
      '/apps/configs/..%2Fsecret.json',
    ]) {
      const res = await stack.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Config not found' });
    }
  });

  it('gives each mode its access model and integration', async () => {
    const modes = Object.fromEntries(
      await Promise.all(IDS.map(async (id) => [id, await load(id)] as const)),
    ) as Record<(typeof IDS)[number], ConfigJson>;
    expect(modes.freeavod.contentProtection.accessModel).toBe('free');
    expect(modes.freeavod.integrations).toBeUndefined();
    expect(modes.freeavod.adSchedule).toBe('AdScHd01');
    expect(modes.authvod1.contentProtection.accessModel).toBe('authvod');
    expect(modes.authvod1.integrations).toEqual({
      jwp: { clientId: 'sc-hosted-client', assetId: 1001, useSandbox: true },
    });
    expect(modes.svodhost.integrations?.jwp).toBeDefined();
    expect(modes.svodcomm.integrations).toEqual({
      cleeng: {
        id: '105000001',
        monthlyOffer: 'S100000001_NL',
        yearlyOffer: 'S100000002_NL',
        useSandbox: true,
      },
    });
    expect(modes.eventweb.custom).toEqual({
      eventSite: true,
      inlinePlayer: true,
      appContentSearch: true,
      // Consent-gated scripts (seed 001 §4) and the app stores the download prompt links to.
      analyticsId: 'SC-ANALYTICS-1',
      analyticsScript: '/__tracking/analytics.js',
      marketingId: 'SC-MARKETING-1',
      marketingScript: '/__tracking/marketing.js',
      appStoreUrl: 'https://apps.apple.com/app/statecast/id0000000000',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=test.statecast.app',
    });
    expect(modes.eventweb.assets.banner).toBe('/images/logo-games.svg');
    expect(Object.keys(modes.conflict.integrations ?? {}).sort()).toEqual(['cleeng', 'jwp']);
    for (const id of IDS) {
      if (id !== 'freeavod' && id !== 'ssaiavod') expect(modes[id].adSchedule).toBeUndefined();
    }
    // Server-side ads: the ad-inserted manifest of its ad config; the ad schedule it also carries
    // is the client-side one the app must leave alone (seed 000 §3).
    expect(modes.ssaiavod).toMatchObject({
      adConfig: 'AdCnFg01',
      adSchedule: 'AdScHd01',
      adDeliveryMethod: 'ssai',
    });
    expect(modes.ssaiavod.contentProtection.accessModel).toBe('free');

    const valid = IDS.filter((id) => id !== 'invalid0').map((id) => modes[id]);
    expect(new Set(valid.map((c) => c.siteName)).size).toBe(valid.length);
    expect(new Set(valid.map((c) => c.styling.highlightColor)).size).toBe(valid.length);
    const light = valid.filter((c) => brightness(c.styling.headerBackground) > 186);
    expect(light.map((c) => c.id)).toEqual(['svodhost']);
  });

  it('breaks the invalid config in the three intended ways (seed 000 §5)', async () => {
    const config = await load('invalid0');
    expect(config.description).toBeUndefined();
    expect(config.content.some((entry) => entry.type === 'carousel')).toBe(true);
    expect(config.menu.some((entry) => entry.label === undefined)).toBe(true);
  });
});
