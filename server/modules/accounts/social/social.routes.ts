import { Hono, type Context } from 'hono';
import type { StackContext, StackEnv } from '../../../context.js';
import { isSocialProvider, SOCIAL_DEMO_USERS, type SocialProvider } from '../demo-data.js';
import { randomToken } from '../shared/crypto.js';
import { readBody, str } from '../shared/http.js';
import { decodeSocialState } from '../shared/social-links.js';
import { findHostedAccountByEmail, insertHostedAccount } from '../hosted/hosted.store.js';
import { signInHosted } from '../hosted/hosted.tokens.js';
import { findOwnUserByEmail, insertOwnUser } from '../own/own.store.js';
import { signInOwn } from '../own/own.tokens.js';

type SocialPlatform = 'hosted' | 'own';

interface SignInRequest {
  provider: SocialProvider;
  platform: SocialPlatform;
  redirect: string;
  state: string;
}

interface Identity {
  email: string;
  firstName: string;
  lastName: string;
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

/** Only http(s) addresses: the page must never redirect to a `javascript:` URL. */
function safeRedirect(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Where to go back to: the `redirect` parameter, or for the hosted platform the one inside `state`. */
function resolve(
  provider: string,
  params: Record<string, string>,
  isAppOrigin: (origin: string) => boolean,
): SignInRequest | string {
  if (!isSocialProvider(provider)) return `Unknown provider ${provider}`;
  const platform = params.platform || 'own';
  if (platform !== 'hosted' && platform !== 'own') return `Unknown platform ${platform}`;
  const state = params.state ?? '';
  const target = params.redirect || (state ? decodeSocialState(state)?.redirect : '') || '';
  const redirect = safeRedirect(target);
  if (!redirect) return 'A redirect address (http or https) is required';
  // Fresh tokens go back to the app only, never to a host a link names (issue 16 case 5).
  if (!isAppOrigin(new URL(redirect).origin)) return 'The redirect address must be on the app’s own origin';
  return { provider, platform, redirect, state };
}

function page(request: SignInRequest): string {
  const name = PROVIDER_NAMES[request.provider];
  const demo = SOCIAL_DEMO_USERS[request.provider];
  const hidden = (['platform', 'redirect', 'state'] as const)
    .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(request[key])}">`)
    .join('');
  const cancel = new URL(request.redirect);
  cancel.hash = 'error=access_denied';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0002;max-width:22rem;text-align:center}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:8px;border:1px solid #888;background:#fff;cursor:pointer}
button[value=demo]{background:#1a56db;color:#fff;border-color:#1a56db}
small{color:#555}
</style></head>
<body><main>
<h1>Sign in with ${name}</h1>
<p><small>Local stand-in for the ${name} sign-in page.</small></p>
<form method="post">${hidden}
<button type="submit" name="choice" value="demo">Continue as ${escapeHtml(`${demo.firstName} ${demo.lastName}`)}</button>
<button type="submit" name="choice" value="new">Continue as a new user</button>
</form>
<p><a href="${escapeHtml(cancel.toString())}">Cancel</a></p>
</main></body></html>`;
}

/**
 * The social provider stand-in (seed 000 §2, seed 002 §4): `GET /__stack/social/{provider}`
 * shows a "Continue as ..." page; posting it signs the demo person (or a fresh one) in on the
 * hosted platform or the own back end and redirects to the app with
 * `#token=...&refresh_token=...&expires=...` (expires in seconds since the epoch).
 */
export function socialRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>();
  const { db } = ctx;
  const now = () => ctx.clock.now();

  const newIdentity = (provider: SocialProvider): Identity => ({
    email: `new.${provider}.${randomToken(3)}@statecast.test`,
    firstName: 'New',
    lastName: `${PROVIDER_NAMES[provider]} User`,
  });

  const signIn = (request: SignInRequest, identity: Identity, fresh: boolean) => {
    if (request.platform === 'hosted') {
      const account =
        findHostedAccountByEmail(db, identity.email) ??
        insertHostedAccount(
          db,
          {
            email: identity.email,
            fullName: `${identity.firstName} ${identity.lastName}`,
            passwordHash: null,
            merchantUuid: decodeSocialState(request.state)?.clientId ?? '',
            metadata: { first_name: identity.firstName, surname: identity.lastName },
            socialProvider: request.provider,
          },
          now(),
        );
      const tokens = signInHosted(ctx, account.id);
      return { token: tokens.access_token, refreshToken: tokens.refresh_token, expires: tokens.expires };
    }
    const user =
      findOwnUserByEmail(db, identity.email) ??
      insertOwnUser(
        db,
        {
          email: identity.email,
          passwordHash: null,
          firstName: identity.firstName,
          lastName: identity.lastName,
          provider: request.provider,
          confirmed: true,
          newSocialUser: fresh,
        },
        now(),
      );
    const auth = signInOwn(ctx, user.id);
    return { token: auth.jwt, refreshToken: auth.refreshToken, expires: auth.expiresAt / 1000 };
  };

  const badRequest = (c: Context<StackEnv>, message: string) =>
    c.html(`<!doctype html><p>${escapeHtml(message)}</p>`, 400);

  app.get('/__stack/social/:provider', (c) => {
    const request = resolve(c.req.param('provider'), c.req.query(), (origin) => ctx.isAppOrigin(c, origin));
    return typeof request === 'string' ? badRequest(c, request) : c.html(page(request));
  });

  app.post('/__stack/social/:provider', async (c) => {
    const body = await readBody(c);
    const params = Object.fromEntries(['platform', 'redirect', 'state'].map((key) => [key, str(body, key)]));
    const request = resolve(c.req.param('provider'), params, (origin) => ctx.isAppOrigin(c, origin));
    if (typeof request === 'string') return badRequest(c, request);
    const fresh = str(body, 'choice') === 'new';
    const tokens = signIn(
      request,
      fresh ? newIdentity(request.provider) : SOCIAL_DEMO_USERS[request.provider],
      fresh,
    );
    const target = new URL(request.redirect);
    target.hash = new URLSearchParams({
      token: tokens.token,
      refresh_token: tokens.refreshToken,
      expires: String(tokens.expires),
    }).toString();
    return c.redirect(target.toString(), 303);
  });

  return app;
}
