import { env } from '../env';
import type { CaptchaApi } from './captcha.types';

/** How long the provider's script may take before the field offers a retry. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;

/** Why the provider could not be loaded. */
export type CaptchaLoadFailure = 'network' | 'timeout' | 'invalid-script';

/** The captcha provider's script did not load or did not define its API. */
export class CaptchaLoadError extends Error {
  readonly kind = 'captcha-load' as const;
  readonly reason: CaptchaLoadFailure;
  constructor(reason: CaptchaLoadFailure, message: string) {
    super(message);
    this.name = 'CaptchaLoadError';
    this.reason = reason;
  }
}

export type CaptchaLoaderOptions = {
  /** The provider's script; relative addresses resolve against the page. */
  scriptUrl: string;
  doc?: Document;
  timeoutMs?: number;
};

export type CaptchaLoader = {
  /**
   * Injects the provider's script once and resolves its API. `language` (the first load's)
   * picks the widget's language. A failed load is forgotten, so calling again retries.
   */
  load(language?: string): Promise<CaptchaApi>;
};

type CaptchaWindow = Window & { grecaptcha?: unknown } & Record<string, unknown>;

function readApi(win: CaptchaWindow): CaptchaApi | null {
  const api = win.grecaptcha as Partial<Record<keyof CaptchaApi, unknown>> | undefined;
  if (!api || typeof api !== 'object') return null;
  const complete = (['ready', 'render', 'reset', 'getResponse'] as const).every(
    (k) => typeof api[k] === 'function',
  );
  return complete ? (api as CaptchaApi) : null;
}

let sequence = 0;

function inject(
  doc: Document,
  scriptUrl: string,
  language: string | undefined,
  timeoutMs: number,
): Promise<CaptchaApi> {
  const win = doc.defaultView as CaptchaWindow | null;
  if (!win)
    return Promise.reject(new CaptchaLoadError('invalid-script', 'No window to load the captcha into'));
  const existing = readApi(win);
  if (existing) return Promise.resolve(existing);

  return new Promise<CaptchaApi>((resolve, reject) => {
    sequence += 1;
    const onloadName = `statecastCaptchaLoaded${sequence}`;
    const url = new URL(scriptUrl, doc.baseURI);
    url.searchParams.set('onload', onloadName);
    url.searchParams.set('render', 'explicit');
    if (language) url.searchParams.set('hl', language);
    const script = doc.createElement('script');
    script.src = url.toString();
    script.async = true;

    let settled = false;
    const settle = (outcome: { api: CaptchaApi } | { error: CaptchaLoadError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      delete win[onloadName];
      if ('api' in outcome) {
        outcome.api.ready(() => resolve(outcome.api));
      } else {
        // Gone, so that a retry injects a fresh copy.
        script.remove();
        reject(outcome.error);
      }
    };
    const settleWithApi = () => {
      const api = readApi(win);
      settle(
        api
          ? { api }
          : {
              error: new CaptchaLoadError('invalid-script', `${url.pathname} did not define the captcha API`),
            },
      );
    };

    win[onloadName] = settleWithApi;
    // The script calls ?onload= while it runs; `load` comes after and catches a script that did not.
    script.addEventListener('load', settleWithApi);
    script.addEventListener('error', () =>
      settle({
        error: new CaptchaLoadError('network', `The captcha script ${url.pathname} could not be loaded`),
      }),
    );
    const timer = setTimeout(
      () =>
        settle({ error: new CaptchaLoadError('timeout', `The captcha script took over ${timeoutMs} ms`) }),
      timeoutMs,
    );
    doc.head.append(script);
  });
}

export function createCaptchaLoader({
  scriptUrl,
  doc,
  timeoutMs = CAPTCHA_LOAD_TIMEOUT_MS,
}: CaptchaLoaderOptions): CaptchaLoader {
  let pending: Promise<CaptchaApi> | null = null;
  return {
    load(language) {
      pending ??= inject(doc ?? document, scriptUrl, language, timeoutMs).catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
  };
}

/** The app's one loader, pointed at the provider the build names (the local stack by default). */
export const captchaLoader: CaptchaLoader = createCaptchaLoader({ scriptUrl: env.captchaScriptUrl });
