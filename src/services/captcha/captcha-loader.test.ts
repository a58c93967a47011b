// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaLoadError, createCaptchaLoader } from './captcha-loader';
import type { CaptchaApi } from './captcha.types';

type TestWindow = Window & Record<string, unknown>;
const win = window as unknown as TestWindow;

const fakeApi = (): CaptchaApi => ({
  ready: (cb) => cb(),
  render: vi.fn(() => 0),
  reset: vi.fn(),
  getResponse: vi.fn(() => ''),
});

const scripts = () => [...document.head.querySelectorAll('script')];

function lastScriptUrl(): URL {
  const script = scripts().at(-1);
  if (!script) throw new Error('no script was injected');
  return new URL(script.src);
}

/** What the provider's script does when it runs: define the API and call ?onload=. */
function runProvider(api: CaptchaApi = fakeApi()): CaptchaApi {
  win.grecaptcha = api;
  const onload = lastScriptUrl().searchParams.get('onload') ?? '';
  (win[onload] as () => void)();
  scripts().at(-1)?.dispatchEvent(new Event('load'));
  return api;
}

beforeEach(() => {
  delete win.grecaptcha;
  document.head.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('captcha loader', () => {
  it('injects the script once, explicit and in the page language, and resolves the API', async () => {
    const loader = createCaptchaLoader({ scriptUrl: '/__captcha/api.js' });
    const first = loader.load('nl');
    const second = loader.load('de');
    expect(scripts()).toHaveLength(1);
    const url = lastScriptUrl();
    expect(url.pathname).toBe('/__captcha/api.js');
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(url.searchParams.get('hl')).toBe('nl');
    const api = runProvider();
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    expect(win[url.searchParams.get('onload') ?? '']).toBeUndefined();
  });

  it('uses an API that is already on the page', async () => {
    const api = fakeApi();
    win.grecaptcha = api;
    await expect(createCaptchaLoader({ scriptUrl: '/__captcha/api.js' }).load()).resolves.toBe(api);
    expect(scripts()).toHaveLength(0);
  });

  it('fails with a typed error when the script does not load, and retries with a fresh script', async () => {
    const loader = createCaptchaLoader({ scriptUrl: 'http://stack.test/__captcha/api.js' });
    const failed = loader.load();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toMatchObject({ kind: 'captcha-load', reason: 'network' });
    await expect(failed).rejects.toBeInstanceOf(CaptchaLoadError);
    expect(scripts()).toHaveLength(0);

    const retried = loader.load();
    expect(scripts()).toHaveLength(1);
    const api = runProvider();
    await expect(retried).resolves.toBe(api);
  });

  it('fails when the script defines no API, or takes too long', async () => {
    const loader = createCaptchaLoader({ scriptUrl: '/__captcha/api.js', timeoutMs: 1000 });
    const empty = loader.load();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toMatchObject({ reason: 'invalid-script' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slow = loader.load();
    vi.advanceTimersByTime(1000);
    await expect(slow).rejects.toMatchObject({ reason: 'timeout' });
  });
});
