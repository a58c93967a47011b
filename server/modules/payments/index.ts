import { Hono } from 'hono';
import type { StackEnv, StackModule } from '../../context.js';
import { commercePaymentRoutes } from './commerce-payments.routes.js';
import { paymentControlRoutes } from './control.routes.js';
import { hostedPaymentRoutes } from './hosted-payments.routes.js';
import { seedPayments } from './payments.seed.js';
import { providerPageRoutes } from './provider-pages.routes.js';
import { subscriptionRoutes } from './subscription.routes.js';

export { settleGrants } from './payments.store.js';

/**
 * Payment stand-ins (issue "Checkout"): the commerce platform's and the hosted platform's
 * checkout calls, the providers' pages and the `/__stack/payments` controls. State is in the
 * database (migration 005); the grant settings live in `ctx.overrides`, so a reset restores them.
 */
export const paymentsModule: StackModule = {
  name: 'payments',
  routes: (ctx) => {
    const app = new Hono<StackEnv>();
    app.route('/', commercePaymentRoutes(ctx));
    app.route('/', hostedPaymentRoutes(ctx));
    app.route('/', providerPageRoutes(ctx));
    app.route('/', subscriptionRoutes(ctx));
    app.route('/', paymentControlRoutes(ctx));
    return app;
  },
  seed: seedPayments,
};
