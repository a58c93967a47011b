import { expect, test } from './support/stack-fixture';
import { expectNoAxeViolations } from './support/axe';

// Proves the harness: a stack per worker, its control routes, and Chromium reaching it. It looks
// only at the HTML shell and the settings file, not at what the app renders.

test('the stack serves the app shell and the settings file', async ({ request }) => {
  const shell = await request.get('/');
  expect(shell.status()).toBe(200);
  expect(shell.headers()['content-type']).toContain('text/html');
  expect(await shell.text()).toMatch(/<div id="root"\s*>/);

  const settings = await request.get('/.webapp.ini');
  expect(settings.status()).toBe(200);
  expect((await settings.text()).trim().length).toBeGreaterThan(0);
});

test.describe('control routes', () => {
  // Same worker, in order: the second test sees what the first one left behind, if anything.
  test.describe.configure({ mode: 'serial' });

  test('settings can be replaced and the stack logs the requests', async ({ request, stack }) => {
    await stack.setSettings('[general]\nsmokeMarker = 1\n');
    expect(await (await request.get('/.webapp.ini')).text()).toContain('smokeMarker');

    const logged = await stack.requests('/.webapp.ini');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((r) => r.path === '/.webapp.ini')).toBe(true);
  });

  test('the next test starts from the default settings', async ({ request }) => {
    expect(await (await request.get('/.webapp.ini')).text()).not.toContain('smokeMarker');
  });
});

test.describe('in Chromium', () => {
  // The app itself is not under test here: only that the page loads and errors are caught.
  test.use({ allowPageErrors: true });

  test('the app shell loads and uncaught page errors are recorded', async ({ page, pageErrors }) => {
    await page.goto('/');
    await expect(page.locator('#root')).toBeAttached();

    const before = pageErrors.length;
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('smoke: deliberate uncaught error');
      });
    });
    await expect
      .poll(() => pageErrors.slice(before).map((e) => e.message))
      .toContain('smoke: deliberate uncaught error');
  });
});

test('injected faults apply to matching requests, as often as asked', async ({ request, stack }) => {
  await stack.fault({ route: 'GET /.webapp.ini', status: 500, times: 1 });
  expect((await request.get('/.webapp.ini')).status()).toBe(500);
  expect((await request.get('/.webapp.ini')).status()).toBe(200);

  await stack.fault({ route: 'GET /.webapp.ini', status: 503 });
  await stack.clearFaults();
  expect((await request.get('/.webapp.ini')).status()).toBe(200);

  const logged = await stack.requests('GET /.webapp.ini');
  expect(logged.map((r) => r.status)).toEqual([500, 200, 200]);
});

test('the accessibility check passes a clean page and lists violations', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>ok</title></head><body><main><h1>Fine</h1></main></body></html>',
  );
  await expectNoAxeViolations(page);

  await page.setContent(
    '<!doctype html><html lang="en"><head><title>bad</title></head><body><main><img src="x.png"></main></body></html>',
  );
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  expect(failure).toContain('image-alt [critical]');
});
