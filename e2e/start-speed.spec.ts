import type { Page } from '@playwright/test';
import { expect, test, type Stack } from './support/stack-fixture';

// Issue 17: the page asks for the settings and the default config while the app's chunks still
// load (src/app/boot), and app start takes those responses instead of asking again.

const SETTINGS = '/.webapp.ini';
const DEFAULT_CONFIG = '/apps/configs/freeavod.json';

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

test('the default config is asked for before the app has loaded, and only once', async ({ page, stack }) => {
  const release = await holdFramework(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect
    .poll(() => paths(stack, DEFAULT_CONFIG), { message: 'the config was asked for with the app held back' })
    .toEqual([DEFAULT_CONFIG]);
  expect(await paths(stack, '/ip-api/**'), 'app start has not run yet').toEqual([]);

  release();
  await expect(
    page.getByRole('banner').getByRole('img', { name: 'Statecast Free', exact: true }),
  ).toBeVisible();
  expect(await paths(stack, SETTINGS)).toEqual([SETTINGS]);
  expect(await paths(stack, '/apps/configs/**')).toEqual([DEFAULT_CONFIG]);
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
