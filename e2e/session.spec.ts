import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/stack-fixture';
import {
  CONFIGS,
  DEMO,
  MESSAGES,
  SESSION_KEYS,
  SessionPage,
  expiredCommerceTokens,
  ownAuthState,
  ownBackendAuth,
  rotateCommerceTokens,
  routes,
  seedSession,
  statuses,
} from './models/session.model';

const REFRESH = 'POST /commerce/auths/refresh_token';

// Sessions across tabs and refreshes (seed 000 §4 "Commerce-mode session", seed 001 §4 "Session
// refresh"). Tokens come from the stand-ins; time moves with the stack clock, never by waiting.

test.describe('commerce session shared by tabs', () => {
  test('five tabs holding an expired token make one refresh call and all end signed in', async ({
    context,
    request,
    stack,
  }) => {
    // Five app pages booting at once on one machine take a while; nothing here waits on a timer.
    test.setTimeout(60_000);
    await seedSession(context, SESSION_KEYS.commerce, await expiredCommerceTokens(request));

    const pages = await Promise.all(Array.from({ length: 5 }, () => context.newPage()));
    const tabs = pages.map((page) => new SessionPage(page));
    await Promise.all(tabs.map((tab) => tab.goto(CONFIGS.commerce)));

    for (const tab of tabs) await tab.seeSignedInAs(DEMO.name, 20_000);
    expect(await stack.requests(REFRESH)).toHaveLength(1);
    // Every tab reads the one renewed session.
    const stored = await Promise.all(tabs.map((tab) => tab.stored(SESSION_KEYS.commerce)));
    expect(new Set(stored.map((s) => JSON.stringify(s))).size).toBe(1);
    await expectNoAxeViolations(tabs[0]!.page);
  });

  test('a tab whose reused refresh token is refused adopts the other tab’s broadcast result', async ({
    context,
    request,
    stack,
  }) => {
    test.setTimeout(60_000);
    await seedSession(context, SESSION_KEYS.commerce, await expiredCommerceTokens(request));
    // The first refresh to arrive is held back 10 s, so a second tab overtakes it with the same token.
    await stack.fault({ route: REFRESH, delayMs: 10_000, times: 1 });

    const slow = new SessionPage(await context.newPage());
    const slowRefresh = slow.page.waitForRequest('**/commerce/auths/refresh_token');
    await slow.goto(CONFIGS.commerce);
    await slowRefresh;

    // A tab without Web Locks does not wait for the first one's refresh: it spends the token first.
    const eager = new SessionPage(await context.newPage());
    await eager.page.addInitScript(() => Object.defineProperty(navigator, 'locks', { value: undefined }));
    const eagerRefresh = eager.page.waitForRequest('**/commerce/auths/refresh_token');
    await eager.goto(CONFIGS.commerce);
    await eagerRefresh;

    await eager.seeSignedInAs(DEMO.name);
    // The slow tab takes the eager tab's result from the broadcast, long before its own call returns.
    await slow.seeSignedInAs(DEMO.name);
    expect(await statuses(stack, REFRESH)).toEqual([200]);
    // Its held-back call then arrives second with a spent token and is refused, to no effect.
    await expect.poll(() => statuses(stack, REFRESH), { timeout: 15_000 }).toEqual([200, 401]);
    await slow.page.reload();
    await slow.seeSignedInAs(DEMO.name);
  });

  test('a tab that missed the rotation signs out cleanly when its refresh token is refused', async ({
    context,
    request,
    stack,
  }) => {
    const tokens = await expiredCommerceTokens(request);
    await seedSession(context, SESSION_KEYS.commerce, tokens);
    // Another tab rotated the token and closed before this one heard of it.
    await rotateCommerceTokens(request, tokens.refreshToken);

    const tab = await SessionPage.open(context, CONFIGS.commerce);
    await tab.seeSignedOut();
    await expect(tab.toast(MESSAGES.authFailed)).toBeVisible();
    expect(await tab.stored(SESSION_KEYS.commerce)).toBeNull();
    expect(await statuses(stack, REFRESH)).toEqual([200, 401]);
  });

  test('logging out clears the session and says so', async ({ context, request }) => {
    await seedSession(context, SESSION_KEYS.commerce, await expiredCommerceTokens(request));
    const tab = await SessionPage.open(context, CONFIGS.commerce);
    await tab.seeSignedInAs(DEMO.name);

    await tab.logOut();
    await expect(tab.toast(MESSAGES.logout)).toBeVisible();
    await tab.seeSignedOut();
    expect(await tab.stored(SESSION_KEYS.commerce)).toBeNull();
    await expectNoAxeViolations(tab.page);
  });
});

test.describe('own back end session', () => {
  test('a 401 mid-session is refreshed and the refused call replayed', async ({
    context,
    request,
    stack,
  }) => {
    await seedSession(context, SESSION_KEYS.ownBackend, ownAuthState(await ownBackendAuth(request)));
    const tab = await SessionPage.open(context, CONFIGS.eventSite);
    await tab.seeSignedInAs(DEMO.name);

    await stack.fault({ route: 'GET /auth/user', status: 401, times: 1 });
    const before = (await stack.requests('/auth/**')).length;
    await tab.page.reload();
    await tab.seeSignedInAs(DEMO.name);
    const after = (await routes(stack, '/auth/**')).slice(before);
    expect(after.slice(0, 3)).toEqual(['GET /auth/user', 'GET /auth/refresh-token', 'GET /auth/user']);
    expect((await stack.requests('GET /auth/user')).map((r) => r.status)).toEqual([200, 401, 200]);
  });

  test('a jwt the back end finds expired (stack clock) is refreshed and the call replayed', async ({
    context,
    request,
    stack,
  }) => {
    await seedSession(context, SESSION_KEYS.ownBackend, ownAuthState(await ownBackendAuth(request)));
    // The back end's clock passes the 15-minute jwt; the browser's does not.
    await request.put('/__stack/clock', { data: { offsetMs: 16 * 60_000 } });

    const tab = await SessionPage.open(context, CONFIGS.eventSite);
    await tab.seeSignedInAs(DEMO.name);
    expect(await routes(stack, '/auth/**')).toEqual([
      'POST /auth/login',
      'GET /auth/user',
      'GET /auth/refresh-token',
      'GET /auth/user',
    ]);
    const stored = (await tab.stored(SESSION_KEYS.ownBackend)) as { expiresAt: number };
    expect(stored.expiresAt).toBeGreaterThan(Date.now() + 15 * 60_000);
  });

  test('a refresh failing 3 times sends the viewer to /login with the message', async ({
    context,
    request,
    stack,
  }) => {
    await seedSession(context, SESSION_KEYS.ownBackend, ownAuthState(await ownBackendAuth(request)));
    await stack.fault({ route: 'GET /auth/user', status: 401, times: 1 });
    await stack.fault({ route: 'GET /auth/refresh-token', status: 500, times: 3 });

    const tab = await SessionPage.open(context, CONFIGS.eventSite);
    await expect(tab.page).toHaveURL(/\/login(\?|$)/, { timeout: 10_000 });
    await expect(tab.toast(MESSAGES.authFailed)).toBeVisible();
    expect(await statuses(stack, 'GET /auth/refresh-token')).toEqual([500, 500, 500]);
    expect(await tab.stored(SESSION_KEYS.ownBackend)).toBeNull();
    await tab.seeSignedOut();
  });

  test('logging out says so and goes to /login (seed 001 §4)', async ({ context, request, stack }) => {
    await seedSession(context, SESSION_KEYS.ownBackend, ownAuthState(await ownBackendAuth(request)));
    const tab = await SessionPage.open(context, CONFIGS.eventSite);
    await tab.seeSignedInAs(DEMO.name);

    await tab.logOut();
    await expect(tab.page).toHaveURL(/\/login(\?|$)/);
    await expect(tab.toast(MESSAGES.logout)).toBeVisible();
    expect(await statuses(stack, 'POST /auth/logout')).toEqual([200]);
    expect(await tab.stored(SESSION_KEYS.ownBackend)).toBeNull();
  });
});
