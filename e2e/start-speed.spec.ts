import type { Page } from '@playwright/test';
import { expect, test, type Stack } from './support/stack-fixture';

// Issue 17: the page asks for the settings, the location lookup and the default config, and
// preloads its language's texts, while the app's chunks still load (src/app/boot); app start
// takes those responses instead of asking again.

const SETTINGS = '/.webapp.ini';
const DEFAULT_CONFIG = '/apps/configs/freeavod.json';
const LOOKUP = '/ip-api/json';

/** Holds the framework chunk back until `release` is called: the app cannot start before then. */
async function holdFramework(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const paths = async (stack: Stack, glob: string) => (await stack.requests(glob)).map((r) => r.path);

test('the default config and the location are asked for before the app has loaded, and only once', async ({
  page,
  stack,
}) => {
  const release = await holdFramework(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect
    .poll(() => paths(stack, DEFAULT_CONFIG), { message: 'the config was asked for with the app held back' })
    .toEqual([DEFAULT_CONFIG]);
  await expect
    .poll(() => paths(stack, LOOKUP), { message: 'the location was asked for with the app held back' })
    .toEqual([LOOKUP]);

  release();
  await expect(
    page.getByRole('banner').getByRole('img', { name: 'Statecast Free', exact: true }),
  ).toBeVisible();
  expect(await paths(stack, SETTINGS)).toEqual([SETTINGS]);
  expect(await paths(stack, '/apps/configs/**')).toEqual([DEFAULT_CONFIG]);
  expect(await paths(stack, LOOKUP)).toEqual([LOOKUP]);
});

test('the texts of the page’s language load beside the app’s code, and are the ones it shows', async ({
  page,
}) => {
  // The viewer chose German earlier (seed 001 §9: jwapp.language comes before the browser's en).
  await page.addInitScript(() => window.localStorage.setItem('jwapp.language', 'de'));
  const texts: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (/^\/assets\/(en|es|nl|fr|de)-[\w-]+\.js$/.test(file)) texts.push(file);
  });
  const release = await holdFramework(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect
    .poll(() => texts, { message: 'the German texts were asked for with the app held back' })
    .toEqual([expect.stringMatching(/^\/assets\/de-/)]);

  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
  expect(texts, 'no other language was loaded').toEqual([expect.stringMatching(/^\/assets\/de-/)]);
});

test('a site chosen in the address is the only config asked for', async ({ page, stack }) => {
  await page.goto('/?app-config=svodcomm');
  await expect(page.locator('main#content')).toBeVisible();
  await expect.poll(() => paths(stack, '/apps/configs/**')).toEqual(['/apps/configs/svodcomm.json']);
  expect(await paths(stack, SETTINGS)).toEqual([SETTINGS]);
});

test('a settings failure seen early is the error app start shows, and Try again asks again', async ({
  page,
  stack,
}) => {
  await stack.fault({ route: `GET ${SETTINGS}`, status: 500, times: 1 });
  await page.goto('/');
  const failure = page.locator('main[data-start-failure]');
  await expect(failure).toContainText('Unable to load .webapp.ini');
  expect(await paths(stack, '/apps/configs/**'), 'no config without settings').toEqual([]);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main#content')).toBeVisible();
  await expect.poll(() => paths(stack, SETTINGS)).toEqual([SETTINGS, SETTINGS]);
});
