import type { DriverContext } from './path-driver';
import { AccountUi, failNext, type Site } from '../models/account.model';

/**
 * What a walk of an account flow's paths keeps between its steps: the site the input chose and,
 * once a step needs it, the account page object on that site.
 */
export type AccountWorld = { ui: AccountUi | null; site: Site };
export type AccountCtx = DriverContext<AccountWorld>;

/** The account page object of this walk, made on first use. */
export const accountUi = (ctx: AccountCtx): AccountUi => {
  ctx.world.ui ??= new AccountUi(ctx.page, ctx.stack, ctx.world.site);
  return ctx.world.ui;
};

/** The account models' inputs (hosted, commerce, own back end), each choosing its site. */
export const accountSiteInputs = Object.fromEntries(
  Object.entries({ hosted: 'hosted', commerce: 'commerce', 'own back end': 'own' } satisfies Record<
    string,
    Site
  >).map(([label, site]) => [label, { arrange: async ({ world }: AccountCtx) => void (world.site = site) }]),
);

/** Types a character at the end of the e-mail and takes it back: the form sees an edit. */
export const editEmail = {
  act: async (ctx: AccountCtx) => {
    const email = accountUi(ctx).field('Email');
    await email.press('End');
    await email.pressSequentially('x');
    await email.press('Backspace');
  },
};

/**
 * The site's next call to a route fails with this message and status; `ownMessage` is the own
 * back end's words where they differ from the platforms'.
 */
export const failOnSite = (
  routes: Record<Site, string>,
  message: string,
  status: number,
  ownMessage = message,
) => ({
  arrange: (ctx: DriverContext<{ site: Site }>) =>
    failNext(
      ctx.stack,
      ctx.world.site,
      routes[ctx.world.site],
      ctx.world.site === 'own' ? ownMessage : message,
      status,
    ),
});
