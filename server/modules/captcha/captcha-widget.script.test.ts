// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_SITE_KEY, CAPTCHA_TOKEN_TTL_MS } from './captcha.constants.js';
import { CAPTCHA_API_SCRIPT } from './captcha-widget.script.js';

type Grecaptcha = {
  ready(cb: () => void): void;
  render(container: HTMLElement | string, params: Record<string, unknown>): number;
  reset(id?: number): void;
  getResponse(id?: number): string;
};
type CaptchaWindow = Window & { grecaptcha?: Grecaptcha; onCaptcha?: () => void };

const win = window as CaptchaWindow;

/** Runs the served script as if loaded from the stack with `query`. */
function loadScript(query = '?onload=onCaptcha&render=explicit'): Grecaptcha {
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    value: { src: `http://stack.test/__captcha/api.js${query}` },
  });
  new Function(CAPTCHA_API_SCRIPT)();
  if (!win.grecaptcha) throw new Error('the script defined no grecaptcha');
  return win.grecaptcha;
}

type TokenAnswer = { ok: boolean; body: unknown };
const fetchMock =
  vi.fn<(url: string, init: RequestInit) => Promise<{ ok: boolean; json(): Promise<unknown> }>>();
function answerToken(answer: TokenAnswer | Promise<TokenAnswer>) {
  fetchMock.mockImplementationOnce(async () => {
    const { ok, body } = await answer;
    return { ok, json: async () => body };
  });
}

function container(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

const box = () => screen.getByRole<HTMLInputElement>('checkbox', { name: "I'm not a robot" });

beforeEach(() => {
  delete win.grecaptcha;
  delete win.onCaptcha;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('captcha provider script', () => {
  it('defines the API, calls ?onload= and ready callbacks', async () => {
    const onload = vi.fn();
    win.onCaptcha = onload;
    const api = loadScript();
    expect(onload).toHaveBeenCalledTimes(1);
    const ready = vi.fn();
    api.ready(ready);
    await vi.waitFor(() => expect(ready).toHaveBeenCalled());
    expect(api.getResponse()).toBe('');
  });

  it('hands a token to the page on tick, then expires it after two minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = loadScript();
    const callback = vi.fn();
    const expired = vi.fn();
    const id = api.render(container(), { sitekey: CAPTCHA_SITE_KEY, callback, 'expired-callback': expired });
    expect(id).toBe(0);
    answerToken({ ok: true, body: { token: 'sc-captcha.one', expiresInMs: CAPTCHA_TOKEN_TTL_MS } });

    box().click();
    expect(box().checked).toBe(true);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledWith('sc-captcha.one'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://stack.test/__captcha/token');
    expect(JSON.parse(String(init?.body))).toEqual({ sitekey: CAPTCHA_SITE_KEY });
    expect(api.getResponse(id)).toBe('sc-captcha.one');
    // A solved box cannot be unticked by hand.
    box().click();
    expect(box().checked).toBe(true);

    vi.advanceTimersByTime(CAPTCHA_TOKEN_TTL_MS);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(box().checked).toBe(false);
    expect(api.getResponse(id)).toBe('');
    expect(box()).toHaveAccessibleDescription('Verification expired. Check the checkbox again.');
  });

  it('refuses an unknown site key and reports an unreachable stand-in', async () => {
    const api = loadScript();
    const errored = vi.fn();
    api.render(container(), { sitekey: 'unknown', 'error-callback': errored });
    answerToken({ ok: false, body: { error: 'invalid-site-key' } });
    await userEvent.click(box());
    await vi.waitFor(() => expect(errored).toHaveBeenCalledTimes(1));
    expect(box().checked).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('ERROR for site owner: Invalid site key');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(box());
    await vi.waitFor(() => expect(errored).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status')).toHaveTextContent(/Could not reach the captcha service/);
  });

  it('resets: the box unticks and a late answer is ignored', async () => {
    const api = loadScript();
    const callback = vi.fn();
    const id = api.render(container(), { sitekey: CAPTCHA_SITE_KEY, callback });
    let answer: (value: TokenAnswer) => void = () => {};
    answerToken(new Promise<TokenAnswer>((resolve) => (answer = resolve)));
    box().click();
    api.reset(id);
    expect(box().checked).toBe(false);
    answer({ ok: true, body: { token: 'sc-captcha.late', expiresInMs: 1000 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callback).not.toHaveBeenCalled();
    expect(api.getResponse(id)).toBe('');
  });

  it('speaks the language of ?hl= and refuses a second widget in one element', () => {
    const api = loadScript('?hl=de-DE');
    const el = container();
    api.render(el, { sitekey: CAPTCHA_SITE_KEY, theme: 'dark' });
    expect(screen.getByRole('checkbox', { name: 'Ich bin kein Roboter' })).toBeInTheDocument();
    expect(() => api.render(el, { sitekey: CAPTCHA_SITE_KEY })).toThrow(/already rendered/);
    expect(() => api.render(container(), {})).toThrow(/sitekey/);
  });
});
