import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests are deterministic: one time zone and one locale for every worker.
process.env.TZ = 'UTC';
process.env.LC_ALL = 'en_US.UTF-8';

const stackPort = Number(process.env.STACK_PORT ?? 4791);
const stackTarget = `http://127.0.0.1:${stackPort}`;
/** Paths the dev server forwards to the local stack (every back-end stand-in lives there). */
const stackPaths = [
  '/.webapp.ini',
  '/apps',
  '/ip-api',
  '/__stack',
  '/v2',
  '/v3',
  '/media',
  '/images',
  '/hosted',
  '/commerce',
  '/auth',
  '/watch-history',
  '/entitlements',
  '/__captcha',
  // The payment providers' pages (card 3-D Secure, Adyen, PayPal) of the payment stand-ins.
  '/__pay',
  // the event site's CMS queries, media search, podcast feeds and pictures
  '/sanity',
  '/media-search',
  '/event',
  // The own back end's favourites, but not the app's /favorites page.
  '^/favorite(/|\\?|$)',
  // The own back end's notifications and its realtime channel, but not the app's /notifications page.
  '^/notification(/|\\?|$)',
  '/realtime',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
    },
  },
  server: {
    proxy: Object.fromEntries(stackPaths.map((p) => [p, { target: stackTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The libraries every page starts with, in one file: one request, and gzip compresses
          // them together far better than a dozen small chunks (home budget, DESIGN.md "Budgets").
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|xstate|@xstate|@tanstack|i18next|react-i18next|zod|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
  },
});
