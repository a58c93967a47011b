import { test, expect } from './support/stack-fixture';
import { ACCESS_ITEMS, MediaAccessPage, subscriber } from './models/media-access.model';

// `?inspect` (DESIGN.md "Machines", docs/decisions.md "One place wires every flow"): every running
// flow is one system under the root actor, so the Stately inspector draws them as one tree. The
// inspector's window is stood in for by a page that answers its handshake and keeps what it hears.

type InspectedActor = { type: string; name: string; sessionId: string; parentId?: string; rootId?: string };

const INSPECTOR_STAND_IN = `<!doctype html><title>Inspector</title><script>
  window.heard = [];
  window.addEventListener('message', (event) => window.heard.push(event.data));
  window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

test('the player, media access and account dialog flows run under the one root actor', async ({ page, stack }) => {
  await page.context().route('https://stately.ai/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: INSPECTOR_STAND_IN }),
  );
  const media = new MediaAccessPage(page, stack, 'commerce');
  await media.signIn(subscriber);

  const popup = page.waitForEvent('popup');
  await page.goto(`/m/${ACCESS_ITEMS.subscription.id}?app-config=${media.config}&play=1&u=choose-offer&inspect`);
  const inspector = await popup;
  await media.seePlaying(ACCESS_ITEMS.subscription.title);
  await expect(page.getByRole('dialog')).toBeVisible();

  const actors = async () =>
    (await inspector.evaluate(() => (window as unknown as { heard: InspectedActor[] }).heard)).filter(
      (message) => message.type === '@xstate.actor',
    );
  await expect
    .poll(async () => (await actors()).map((actor) => actor.name))
    .toEqual(expect.arrayContaining(['player', 'mediaAccess', 'accountDialog', 'language']));

  const all = await actors();
  const root = all.find((actor) => actor.parentId === undefined);
  expect(root, 'one actor has no parent: the root').toBeDefined();
  expect(all.filter((actor) => actor.parentId === undefined), 'a single root').toHaveLength(1);
  for (const name of ['player', 'mediaAccess', 'accountDialog', 'language']) {
    const flow = all.find((actor) => actor.name === name);
    expect(flow?.parentId, `${name} is a child of the root actor`).toBe(root?.sessionId);
    expect(flow?.rootId, `${name} is in the root's system`).toBe(root?.sessionId);
  }
});
