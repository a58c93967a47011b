import { Hono, type Context } from 'hono';
import type { StackContext, StackEnv } from '../../context.js';
import { CAPTCHA_BASE, CAPTCHA_SITE_KEY } from './captcha.constants.js';
import {
  captchaVerifications,
  isCaptchaRequired,
  issueCaptchaToken,
  verifyCaptchaToken,
} from './captcha.store.js';
import { CAPTCHA_API_SCRIPT } from './captcha-widget.script.js';

type Fields = Record<string, unknown>;

/** JSON or form-encoded, as the provider's clients send either; anything unreadable is empty. */
async function readFields(c: Context<StackEnv>): Promise<Fields> {
  const text = await c.req.text().catch(() => '');
  if (!text.trim()) return {};
  if ((c.req.header('content-type') ?? '').includes('json') || /^\s*\{/.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Fields) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const field = (fields: Fields, key: string): string => {
  const value = fields[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** The page's host, from the browser's Origin or Referer; the stack's own host otherwise. */
function pageHostname(c: Context<StackEnv>): string {
  for (const header of ['origin', 'referer']) {
    const value = c.req.header(header);
    if (!value) continue;
    try {
      return new URL(value).hostname;
    } catch {
      // A malformed header says nothing about the page.
    }
  }
  return new URL(c.req.url).hostname;
}

/**
 * The captcha provider stand-in under `/__captcha` (script, token, siteverify) and its control
 * `/__stack/captcha`, which switches the commerce stand-in's "captcha required" on and reports
 * the latest verifications.
 */
export function captchaRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>();

  app.get(`${CAPTCHA_BASE}/api.js`, (c) =>
    c.body(CAPTCHA_API_SCRIPT, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    }),
  );

  app.post(`${CAPTCHA_BASE}/token`, async (c) => {
    const issued = issueCaptchaToken(ctx, field(await readFields(c), 'sitekey'), pageHostname(c));
    if (!issued) return c.json({ error: 'invalid-site-key', message: 'Invalid site key' }, 400);
    return c.json(issued, 200, { 'cache-control': 'no-store' });
  });

  // The provider answers 200 whatever the outcome; `success` and `error-codes` carry it.
  app.post(`${CAPTCHA_BASE}/siteverify`, async (c) => {
    const fields = await readFields(c);
    const remoteip = field(fields, 'remoteip');
    return c.json(
      verifyCaptchaToken(ctx, {
        secret: field(fields, 'secret'),
        response: field(fields, 'response'),
        ...(remoteip ? { remoteip } : {}),
      }),
    );
  });

  const state = (c: Context<StackEnv>) =>
    c.json({
      siteKey: CAPTCHA_SITE_KEY,
      required: isCaptchaRequired(ctx),
      verifications: captchaVerifications(ctx),
    });

  app.get('/__stack/captcha', state);
  app.put('/__stack/captcha', async (c) => {
    const required = (await readFields(c)).required;
    if (typeof required !== 'boolean') return c.json({ message: 'Send { required: true | false }' }, 400);
    ctx.overrides.captchaRequired = required;
    return state(c);
  });

  return app;
}
