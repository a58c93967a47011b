import { describe, expect, it, vi } from 'vitest';
import { offerEarlyResponse, withEarlyResponses } from './early-responses';
import { earlyStart, preloadTexts, SETTINGS_URL } from './early-start';

const ORIGIN = 'https://watch.example';
const scopeOf = () => ({ location: { href: `${ORIGIN}/some/page?x=1` } });

/** seed 000 §7: the IP lookup's address on the back end. */
const LOOKUP_URL = '/ip-api/json';

const iniWith = (lines: string[]) => new Response(`${lines.join('\n')}\n`, { status: 200 });

/** A fetch that answers each URL from the table, recording what it was asked for. */
function fakeFetch(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const answer = answers[url];
    if (!answer) throw new TypeError(`Failed to fetch ${url}`);
    return answer();
  });
  return fetch as typeof fetch & { mock: { calls: unknown[][] } };
}

async function runEarlyStart(options: {
  ini?: () => Response;
  search?: string;
  stored?: string | null;
  contentHost?: string;
  backendUrl?: string;
}) {
  const offered = new Map<string, Promise<Response>>();
  const fetch = fakeFetch({
    [SETTINGS_URL]: options.ini ?? (() => iniWith(['defaultConfigSource = freeavod'])),
    '/apps/configs/freeavod.json': () => Response.json({ id: 'freeavod' }),
    'https://cdn.example/apps/configs/freeavod.json': () => Response.json({ id: 'freeavod' }),
    [LOOKUP_URL]: () => Response.json({ countryCode: 'NL' }),
    [`https://api.example${LOOKUP_URL}`]: () => Response.json({ countryCode: 'DE' }),
  });
  await earlyStart({
    fetch,
    search: options.search ?? '',
    storedSource: () => options.stored ?? null,
    contentHost: options.contentHost ?? '',
    backendUrl: options.backendUrl ?? '',
    offer: (url, response) => offered.set(url, response),
  });
  return { offered, fetch };
}

describe('the boot script asks for the settings and the default config before the app has loaded', () => {
  it('offers the settings, the location lookup and, with nothing naming another source, the default config (seed 000 §4-§5)', async () => {
    const { offered, fetch } = await runEarlyStart({});
    expect([...offered.keys()]).toEqual([SETTINGS_URL, LOOKUP_URL, '/apps/configs/freeavod.json']);
    // The app reads the settings' body itself: what it is offered is still unread.
    expect(await (await offered.get(SETTINGS_URL))?.text()).toContain('defaultConfigSource = freeavod');
    expect(await (await offered.get('/apps/configs/freeavod.json'))?.json()).toEqual({ id: 'freeavod' });
    expect(await (await offered.get(LOOKUP_URL))?.json()).toEqual({ countryCode: 'NL' });
    expect(fetch.mock.calls).toEqual([
      [SETTINGS_URL, { cache: 'no-store' }],
      // The lookup is never answered from the HTTP cache: the viewer may have moved.
      [LOOKUP_URL, { cache: 'no-store' }],
      ['/apps/configs/freeavod.json'],
    ]);
  });

  it('asks the build’s back end for the location', async () => {
    const { offered } = await runEarlyStart({ backendUrl: 'https://api.example' });
    expect(await (await offered.get(`https://api.example${LOOKUP_URL}`))?.json()).toEqual({ countryCode: 'DE' });
  });

  it('asks for the default when the address forgets the remembered source', async () => {
    const { offered } = await runEarlyStart({ search: '?app-config=', stored: 'svodcomm' });
    expect([...offered.keys()]).toEqual([SETTINGS_URL, LOOKUP_URL, '/apps/configs/freeavod.json']);
  });

  it('asks the build’s config host for an id', async () => {
    const { offered } = await runEarlyStart({ contentHost: 'https://cdn.example' });
    expect([...offered.keys()]).toContain('https://cdn.example/apps/configs/freeavod.json');
  });

  it.each([
    ['the address names a source', { search: '?app-config=svodcomm' }],
    ['a source was remembered', { stored: 'svodcomm' }],
    ['the settings name no default', { ini: () => iniWith(['additionalAllowedConfigSources[] = svodcomm']) }],
    ['the default is not a source', { ini: () => iniWith(['defaultConfigSource = not a source']) }],
    ['the settings fail', { ini: () => new Response('nope', { status: 500 }) }],
  ])('offers no config when %s', async (_, options) => {
    const { offered } = await runEarlyStart(options);
    expect([...offered.keys()]).toEqual([SETTINGS_URL, LOOKUP_URL]);
  });

  it('offers a failing settings request as it failed: the app reports it', async () => {
    const { offered } = await runEarlyStart({ ini: () => new Response('nope', { status: 500 }) });
    expect((await offered.get(SETTINGS_URL))?.status).toBe(500);
  });
});

describe('the boot script preloads the texts of the language the page opens in', () => {
  const chunks = { en: ['/assets/en-1.js'], de: ['/assets/de-1.js', '/assets/core-bundle-1.js'] };

  it('preloads that language’s chunk and what it imports, and nothing else', () => {
    const preload = vi.fn();
    preloadTexts({ language: 'de', chunks, preload });
    expect(preload.mock.calls).toEqual([['/assets/de-1.js'], ['/assets/core-bundle-1.js']]);
  });

  it('preloads nothing where the page knows no chunks (development)', () => {
    const preload = vi.fn();
    preloadTexts({ language: 'en', chunks: {}, preload });
    preloadTexts({ language: 'fr', chunks, preload });
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('app start takes an early response once, for the same URL and a GET only', () => {
  it('hands the early response to the first GET of the URL, relative or absolute, then goes to the network', async () => {
    const scope = scopeOf();
    const network = vi.fn(async () => new Response('from the network'));
    offerEarlyResponse('/.webapp.ini', Promise.resolve(new Response('early')), scope);
    const fetch = withEarlyResponses(network, scope);
    expect(await (await fetch(`${ORIGIN}/.webapp.ini`)).text()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetch('/.webapp.ini')).text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends other URLs and other methods to the network', async () => {
    const scope = scopeOf();
    const network = vi.fn(async () => new Response('from the network'));
    offerEarlyResponse('/apps/configs/freeavod.json', Promise.resolve(new Response('early')), scope);
    const fetch = withEarlyResponses(network, scope);
    expect(await (await fetch('/apps/configs/svodcomm.json')).text()).toBe('from the network');
    expect(await (await fetch('/apps/configs/freeavod.json', { method: 'POST' })).text()).toBe(
      'from the network',
    );
    expect(await (await fetch(new Request(`${ORIGIN}/apps/configs/freeavod.json`))).text()).toBe('early');
  });

  it('passes a failed early request on as the failure of the app’s request', async () => {
    const scope = scopeOf();
    offerEarlyResponse('/.webapp.ini', Promise.reject(new TypeError('Failed to fetch')), scope);
    const fetch = withEarlyResponses(vi.fn(), scope);
    await expect(fetch('/.webapp.ini')).rejects.toThrow('Failed to fetch');
  });

  it('lets an abort signal end the wait for an early response', async () => {
    const scope = scopeOf();
    offerEarlyResponse('/.webapp.ini', new Promise<Response>(() => undefined), scope);
    const fetch = withEarlyResponses(vi.fn(), scope);
    const controller = new AbortController();
    const pending = fetch('/.webapp.ini', { signal: controller.signal });
    controller.abort(new DOMException('gave up', 'AbortError'));
    await expect(pending).rejects.toThrow('gave up');
  });

  it('is the plain fetch when nothing was offered', async () => {
    const network = vi.fn(async () => new Response('from the network'));
    const fetch = withEarlyResponses(network, scopeOf());
    expect(await (await fetch('/.webapp.ini')).text()).toBe('from the network');
  });
});
