import type { Page, Route } from '@playwright/test';
import type { notificationsMachine } from '@machines/notifications/notifications.machine';
import { EXPECTED_TARGETS } from '../../tests/model/notifications.oracle';
import { describePaths, type DriverContext, type PathPlan } from '../support/path-driver';
import { expect } from '../support/stack-fixture';
import { AccountUi, demo } from '../models/account.model';

// The notifications flow (tests/model/notifications.fixture.ts) on the event site (eventweb, own
// back end), driven on /notifications. The list is the fixture's: the page's list calls
// (`/notification/get-all-notifications`, `/notification/unread-count`) are answered by
// `page.route` with a first page of 3 of 4 notices (n1 unread with a target, n2 read and live, n3
// unread without a slug) and a second page with n4, since the stack seeds 12 notices of its own;
// each list call and each mark-read call is held until the path's step answers it, so the loading
// states are seen. What arrives live comes from the stack's channel (`POST /__stack/notifications/
// publish`): live1 as a favourite of the signed-in viewer on EvLive02 (a global notice for a
// guest, who hears no favourites), and the payment messages of seed 001 §4. A viewer starts
// signed in through the sign-in page; later sign-ins and sign-outs happen in the same page's
// header. Another tab is a second page of the same context, whose read is this browser's
// `read-notifications`. The channel comes back after the stack ends every stream (a reset, as a
// restart would) and the page's clock has run the back-off (1 s, docs/decisions.md).

type Held = { route: Route; page: number; answered: boolean };

type World = {
  lists: Held[];
  marks: { route: Route; id: string; answered: boolean }[];
  warnings: string[];
};
type Ctx = DriverContext<World>;

const START = Date.parse('2026-11-26T09:00:00Z');
const AT = '2026-11-26T08:00:00.000Z';
const OWN = '/notifications?app-config=eventweb';
const ACCESS_LOG = '__notificationsAccessChanged';

/** The fixture's notices as the own back end sends them (seed 001 §3, seed 002 §3). */
const dto = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  _type: 'global_notification',
  title: `Notice ${id}`,
  description: '',
  createdAt: AT,
  read: false,
  item: null,
  streamId: null,
  ...fields,
});
const item = (type: string, title: string, slug: string) => ({
  type,
  titleAndSlug: { title, slug: { current: slug } },
});
const N1 = dto('n1', { item: item('sport', 'Swimming', 'swimming') });
const N2 = dto('n2', { _type: 'stream_on_live_notification', streamId: 'EvLive01', read: true });
const N3 = dto('n3', { item: item('sport', 'Judo', '') });
const N4 = dto('n4', { item: item('federation', 'World Rowing', 'world-rowing') });
/** FIRST.unreadCount of the fixture. */
const FIRST_UNREAD = 3;

const main = (page: Page) => page.locator('main#content');
const badge = (page: Page) => page.getByTestId('notification-badge');
const notice = (page: Page, id: string) =>
  main(page).getByRole('button', { name: new RegExp(`Notice ${id}`) });

/** The page listens on the channel for its viewer, so a publish now reaches it. */
async function waitForListener(ctx: Ctx): Promise<void> {
  const user = ctx.expected.viewer === 'user';
  await expect
    .poll(async () =>
      (await ctx.stack.noticeListeners()).some((l) => (user ? l.userId !== null : l.userId === null)),
    )
    .toBe(true);
}

const stepIndex = (ctx: Ctx) => ctx.path.steps.indexOf(ctx.step);
const previous = (ctx: Ctx) => ctx.path.steps[stepIndex(ctx) - 1];

/** The newest list call for `page` not answered yet (waits for the page to make it). */
async function heldList(ctx: Ctx, page: number): Promise<Held> {
  const find = () => ctx.world.lists.filter((h) => h.page === page && !h.answered).at(-1);
  await expect
    .poll(() => find() !== undefined, { message: `the page asks for list page ${page}` })
    .toBe(true);
  const held = find()!;
  held.answered = true;
  return held;
}

async function answerList(ctx: Ctx, page: number, items: unknown[], total: number): Promise<void> {
  const held = await heldList(ctx, page);
  await held.route.fulfill({ json: { items, page, limit: 10, total } });
}

async function heldMark(ctx: Ctx): Promise<World['marks'][number]> {
  const find = () => ctx.world.marks.find((m) => !m.answered);
  await expect.poll(() => find() !== undefined, { message: 'the page marks the notice read' }).toBe(true);
  const held = find()!;
  held.answered = true;
  return held;
}

/** Holds the list and mark-read calls of this page until a step answers them. */
async function holdCalls(page: Page, world: World): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/notification/'),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/notification/unread-count') {
        await route.fulfill({ json: { count: FIRST_UNREAD } });
      } else if (url.pathname === '/notification/get-all-notifications') {
        world.lists.push({ route, page: Number(url.searchParams.get('page')), answered: false });
      } else {
        world.marks.push({
          route,
          id: decodeURIComponent(url.pathname.split('/')[2] ?? ''),
          answered: false,
        });
      }
    },
  );
}

/** Where the step's click led (seed 001 §4), or null when the notice has no target or no click navigated. */
function targetOfStep(ctx: Ctx): string | null {
  const { label } = ctx.step;
  const id =
    label === 'marked read' || label === 'mark read fails'
      ? (previous(ctx)?.expected.openingId as string | null)
      : label.startsWith('open ')
        ? ({
            'open unread notice': 'n1',
            'open read notice': 'n2',
            'open notice without slug': 'n3',
            'open live notice': 'live1',
          }[label] ?? null)
        : null;
  return id === null ? null : (EXPECTED_TARGETS[id] ?? null);
}

/** How many clicks so far in the path landed on n3, whose missing slug only warns. */
function warningsForN3(ctx: Ctx): number {
  return ctx.path.steps.slice(0, stepIndex(ctx) + 1).filter((step, i, steps) => {
    if (step.stateKey !== 'active.ready') return false;
    if (step.label === 'open notice without slug') return true;
    return (
      (step.label === 'marked read' || step.label === 'mark read fails') &&
      steps[i - 1]?.expected.openingId === 'n3'
    );
  }).length;
}

/** The unread bar and the badge show the flow's count (seed 001 §2, §4; seed 002 §2). */
async function expectCount(ctx: Ctx): Promise<void> {
  const count = ctx.expected.unreadCount as number;
  await expect(
    main(ctx.page)
      .getByRole('status')
      .filter({ hasText: /^Unread: / }),
  ).toHaveText(`Unread: ${count}`);
  if (count > 0) await expect(badge(ctx.page)).toHaveText(String(count));
  else await expect(badge(ctx.page)).toHaveCount(0);
}

/** The list in order, each notice read or unread as the flow holds it (seed 002 §2). */
async function expectList(ctx: Ctx): Promise<void> {
  const items = (ctx.expected.items as string).split(',').filter(Boolean);
  await expect(main(ctx.page).getByRole('listitem')).toHaveText(
    items.map((entry) => {
      const read = entry.endsWith('*');
      return new RegExp(`^${read ? 'Read' : 'Unread'}\\s*Notice ${entry.replace('*', '')}`);
    }),
  );
}

/** Load more shows until the total is loaded (seed 002 §4); a failed Load more says so. */
async function expectMore(ctx: Ctx, busy: boolean): Promise<void> {
  const more = main(ctx.page).getByRole('button', { name: 'Load more' });
  if ((ctx.expected.itemCount as number) < (ctx.expected.total as number)) {
    await expect(more).toBeVisible();
    if (busy) await expect(more).toBeDisabled();
    else await expect(more).toBeEnabled();
  } else {
    await expect(more).toHaveCount(0);
  }
  const failedNote = main(ctx.page)
    .getByRole('alert')
    .filter({ hasText: /^More notifications could not be loaded\./ });
  await expect(failedNote).toHaveCount(ctx.expected.loadMoreFailed ? 1 : 0);
}

async function expectListed(ctx: Ctx, busy = false): Promise<void> {
  await expectCount(ctx);
  await expectList(ctx);
  await expectMore(ctx, busy);
}

/** Payment messages (seed 001 §4) the viewer is subscribed to on the channel. */
const paymentEvent = (type: string, extra: (ctx: Ctx) => Record<string, unknown> = () => ({})) => ({
  act: async (ctx: Ctx) => {
    await waitForListener(ctx);
    await ctx.stack.publishNotice({ kind: 'payment', email: demo.viewer, type, ...extra(ctx) });
  },
});

const accessChanges = (page: Page) =>
  page.evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], ACCESS_LOG);

/** What a payment message left on the page before the list is looked at; false when the page left the list. */
const paymentOutcomes: Record<string, (ctx: Ctx) => Promise<boolean>> = {
  'payment failed': async ({ page }) => {
    // seed 001 §4: the payment-error view opens with the server's message.
    await expect(page).toHaveURL(/[?&]u=payment-error/);
    expect(new URL(page.url()).searchParams.get('message')).toBe('Card declined');
    return false;
  },
  'subscribe failed': async ({ page }) => {
    await expect(page).toHaveURL(/[?&]u=payment-error/);
    expect(new URL(page.url()).searchParams.get('message')).toBe('Card declined');
    return false;
  },
  'card payment success': async ({ page }) => {
    await expect.poll(() => accessChanges(page)).toEqual(['entitlements-and-subscriptions']);
    return true;
  },
  'subscribe success': async ({ page }) => {
    await expect.poll(() => accessChanges(page)).toEqual(['subscriptions']);
    return true;
  },
  'access revoked': async ({ page }) => {
    await expect.poll(() => accessChanges(page)).toEqual(['subscriptions']);
    return true;
  },
  'allowed redirect': async ({ page, stack }) => {
    // seed 001 §4 + issue 15: requires-action follows a URL of an allowed origin (the stack's).
    await expect(page).toHaveURL(`${stack.url}/__pay/card?intent=1`);
    return false;
  },
  'redirect elsewhere': async ({ page, world }) => {
    await expect
      .poll(() =>
        world.warnings.some((w) =>
          w.includes('Refused to follow a payment redirect to https://evil.example/steal'),
        ),
      )
      .toBe(true);
    await expect(page).toHaveURL(/\/notifications\?app-config=eventweb$/);
    return true;
  },
};

const plan = {
  flow: 'notifications',
  world: () => ({ lists: [], marks: [], warnings: [] }),
  // Who the viewer is comes first (the flow waits for it): the page is opened by that step.
  open: async ({ page, world }) => {
    page.on('console', (message) => {
      if (message.type() === 'warning') world.warnings.push(message.text());
    });
    await page.addInitScript((key) => {
      const log: string[] = [];
      (window as unknown as Record<string, string[]>)[key] = log;
      window.addEventListener('notifications:access-changed', (event) =>
        log.push((event as CustomEvent<{ refresh: string }>).detail.refresh),
      );
    }, ACCESS_LOG);
    // The clock runs on, but the back-off is moved by the test, not waited for.
    await page.clock.install({ time: START });
  },
  inputs: { 'event site': {} },
  states: {
    awaitingViewer: async ({ world }) => {
      // seed 001 §6: nothing is asked for before the viewer is known.
      expect(world.lists).toEqual([]);
      expect(world.marks).toEqual([]);
    },
    'active.loading': async (ctx) => {
      // The page asked for the first page, which the path has not answered yet.
      await expect
        .poll(() => ctx.world.lists.some((h) => h.page === 1 && !h.answered), {
          message: 'the page asks for the first page',
        })
        .toBe(true);
      await expect(main(ctx.page).getByRole('status', { name: 'Loading notifications…' })).toBeVisible();
      await expectCount(ctx);
    },
    'active.ready': async (ctx) => {
      const { page } = ctx;
      const outcome = paymentOutcomes[ctx.step.label];
      if (outcome && !(await outcome(ctx))) return;
      const target = targetOfStep(ctx);
      if (target !== null) {
        // seed 001 §4: /m/{streamId} for live notices, /{type}s/{slug} for global ones; back to the list.
        await expect(page).toHaveURL((url) => url.pathname === target);
        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === '/notifications');
      } else {
        await expect(page).toHaveURL((url) => url.pathname === '/notifications');
      }
      const warned = warningsForN3(ctx);
      await expect
        .poll(() => ctx.world.warnings.filter((w) => w === 'Notification n3 has no stream id or slug').length)
        .toBe(warned);
      await expectListed(ctx);
    },
    'active.loadingMore': async (ctx) => {
      await expect
        .poll(() => ctx.world.lists.some((h) => h.page === 2 && !h.answered), {
          message: 'the page asks for the second page',
        })
        .toBe(true);
      await expectListed(ctx, true);
    },
    'active.failed': async (ctx) => {
      const failure = main(ctx.page)
        .getByRole('alert')
        .filter({ hasText: /^Notifications could not be loaded\./ });
      await expect(failure).toBeVisible();
      await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectCount(ctx);
      const moreFailed = main(ctx.page)
        .getByRole('alert')
        .filter({ hasText: /^More notifications could not be loaded\./ });
      await expect(moreFailed).toHaveCount(ctx.expected.loadMoreFailed ? 1 : 0);
    },
    'active.marking': async (ctx) => {
      const id = ctx.expected.openingId as string;
      if (ctx.expected.viewer === 'guest') {
        // A guest's read is this browser's (seed 001 §4): written at once, so marking ends at once.
        await expect
          .poll(() => ctx.page.evaluate(() => JSON.parse(localStorage.getItem('read-notifications') ?? '[]')))
          .toContain(id);
        return;
      }
      // The server is asked to mark it read; the notice is busy meanwhile.
      await expect
        .poll(() => ctx.world.marks.some((m) => m.id === id && !m.answered), {
          message: `the page marks ${id} read`,
        })
        .toBe(true);
      await expect(notice(ctx.page, id)).toHaveAttribute('aria-busy', 'true');
      await expectList(ctx);
      await expectCount(ctx);
    },
  },
  events: {
    'signed in': {
      act: async (ctx) => {
        if (stepIndex(ctx) === 1) {
          await new AccountUi(ctx.page, ctx.stack, 'own').signIn();
          await holdCalls(ctx.page, ctx.world);
          await ctx.page.goto(OWN);
          return;
        }
        // The guest signs in from the header's link, in the dialog over the same page (no reload).
        const { page, stack } = ctx;
        await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).first().click();
        const dialog = new AccountUi(page, stack, 'own', 'dialog');
        await dialog.fillLogin(demo.viewer, demo.password);
        await dialog.button('Sign in').click();
        await dialog.expectSignedIn();
        if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL((url) => url.pathname === '/notifications');
      },
    },
    'signed out': {
      act: async (ctx) => {
        if (stepIndex(ctx) === 1) {
          await holdCalls(ctx.page, ctx.world);
          await ctx.page.goto(OWN);
          return;
        }
        // The header's Log out. The own back end then shows /login (seed 001 §4 Logout,
        // docs/decisions.md "Logout"); Back returns to the list without reloading the page.
        await ctx.page.getByRole('banner').getByRole('button', { name: 'Log out' }).first().click();
        await new AccountUi(ctx.page, ctx.stack, 'own').expectSignedOut();
        await expect(ctx.page).toHaveURL((url) => url.pathname === '/login');
        await ctx.page.goBack();
        await expect(ctx.page).toHaveURL((url) => url.pathname === '/notifications');
      },
    },
    'first page': {
      act: (ctx) => answerList(ctx, 1, [N1, N2, N3], 4),
    },
    'list fails': {
      act: async (ctx) => (await heldList(ctx, 1)).route.abort('failed'),
    },
    'try again': {
      act: ({ page }) => main(page).getByRole('button', { name: 'Try again' }).click(),
    },
    'load more': {
      act: ({ page }) => main(page).getByRole('button', { name: 'Load more' }).click(),
    },
    'next page': { act: (ctx) => answerList(ctx, 2, [N4], 4) },
    // The server counts the live message too.
    'next page after live message': { act: (ctx) => answerList(ctx, 2, [N4], 5) },
    'load more fails': {
      act: async (ctx) => (await heldList(ctx, 2)).route.abort('failed'),
    },
    'open unread notice': { act: ({ page }) => notice(page, 'n1').click() },
    'open read notice': { act: ({ page }) => notice(page, 'n2').click() },
    'open notice without slug': { act: ({ page }) => notice(page, 'n3').click() },
    'open live notice': { act: ({ page }) => notice(page, 'live1').click() },
    'marked read': {
      act: async (ctx) => {
        // A guest's read needs no server: it is done once written.
        if (ctx.expected.viewer !== 'user') return;
        const held = await heldMark(ctx);
        await held.route.fulfill({ json: { id: held.id, read: true } });
      },
    },
    'mark read fails': {
      act: async (ctx) => {
        const held = await heldMark(ctx);
        await held.route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
      },
    },
    'read in another tab': {
      act: async (ctx) => {
        // The other tab shows the same list and its viewer opens n1 there.
        const other = await ctx.page.context().newPage();
        await other.route(
          (url) => url.pathname.startsWith('/notification/'),
          (route) =>
            new URL(route.request().url()).pathname === '/notification/unread-count'
              ? route.fulfill({ json: { count: FIRST_UNREAD } })
              : route.fulfill({ json: { items: [N1, N2, N3], page: 1, limit: 10, total: 4 } }),
        );
        await other.goto(OWN);
        await notice(other, 'n1').click();
        await expect
          .poll(() => other.evaluate(() => JSON.parse(localStorage.getItem('read-notifications') ?? '[]')))
          .toEqual(['n1']);
        await other.close();
      },
    },
    'live message': {
      act: async (ctx) => {
        await waitForListener(ctx);
        // A guest hears global notices; a signed-in viewer also their favourites going live.
        await ctx.stack.publishNotice(
          ctx.expected.viewer === 'user'
            ? {
                kind: 'favorite',
                email: demo.viewer,
                id: 'live1',
                title: 'Notice live1',
                streamId: 'EvLive02',
              }
            : { kind: 'global', id: 'live1', title: 'Notice live1' },
        );
      },
    },
    'channel back': {
      act: async (ctx) => {
        const { page, stack } = ctx;
        // A reset ends every open stream, as a restart of the stack would.
        await stack.reset();
        // The page connects again once its clock has run the back-off.
        await expect
          .poll(
            async () => {
              if ((await stack.noticeListeners()).length > 0) return true;
              await page.clock.runFor(250);
              return false;
            },
            { message: 'the page listens again', intervals: [50] },
          )
          .toBe(true);
      },
    },
    'payment failed': paymentEvent('payment_failed', () => ({ message: 'Card declined' })),
    'subscribe failed': paymentEvent('subscribe_failed', () => ({ message: 'Card declined' })),
    'card payment success': paymentEvent('card_payment_success'),
    'subscribe success': paymentEvent('subscribe_success'),
    'access revoked': paymentEvent('access_revoked'),
    'allowed redirect': paymentEvent('requires_action', (ctx) => ({
      redirectUrl: `${ctx.stack.url}/__pay/card?intent=1`,
    })),
    'redirect elsewhere': paymentEvent('requires_action', () => ({
      redirectUrl: 'https://evil.example/steal',
    })),
  },
  exclusions: [
    {
      event: 'viewer unknown',
      reason:
        'watchViewer (src/app/flows/notifications.actors.ts) only reads and subscribes to the account actor, which the app always starts first: no viewer or stack state makes it fail',
    },
    {
      event: 'storage unavailable',
      reason:
        'watchLocalReads only adds window listeners and never touches storage while starting: blocked storage makes it read nothing, it does not fail',
    },
    {
      event: 'realtime crashes',
      reason:
        'a refused or broken connection is handled inside the realtime machine (it waits and connects again) and notifications-client stream() never rejects: nothing a viewer or the stack does makes the channel actor itself fail',
    },
  ],
  coverage: 'every transition',
} satisfies PathPlan<typeof notificationsMachine, World>;

describePaths(plan);
