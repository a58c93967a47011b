import { Hono } from 'hono';
import type { StackEnv, StackModule } from '../../context.js';
import { commerceRoutes } from './commerce/commerce.routes.js';
import { hostedRoutes } from './hosted/hosted.routes.js';
import { ownRoutes } from './own/own.routes.js';
import { seedAccounts } from './seed.js';
import { entitlementControlRoutes } from './shared/entitlements.js';
import { mailboxRoutes } from './shared/mailbox.js';
import { socialRoutes } from './social/social.routes.js';

/**
 * The three account back ends (hosted platform under `/hosted`, commerce platform under
 * `/commerce`, the own back end at the root), the social sign-in page and the dev mailbox.
 * All state is in the database (migration 003), so a reset wipes it with everything else.
 */
export const accountsModule: StackModule = {
  name: 'accounts',
  routes: (ctx) => {
    const app = new Hono<StackEnv>();
    app.route('/', hostedRoutes(ctx));
    app.route('/', commerceRoutes(ctx));
    app.route('/', ownRoutes(ctx));
    app.route('/', socialRoutes(ctx));
    app.route('/', mailboxRoutes(ctx));
    app.route('/', entitlementControlRoutes(ctx));
    return app;
  },
  seed: seedAccounts,
  // The commerce platform and the own back end take JSON only; the hosted platform takes forms.
  jsonPaths: ['/commerce/**', '/auth/**', '/favorite/**', '/watch-history/**', '/entitlements/**'],
};
