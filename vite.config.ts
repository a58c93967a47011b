import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { rolldown } from 'rolldown';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { languages } from './src/i18n/languages';

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

const appAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
};

const appAliasList = Object.entries(appAliases).map(([find, replacement]) => ({ find, replacement }));

/**
 * The page runs the components on Preact's React-compatible runtime (`preact/compat`, about 11 KB
 * gzip where react and react-dom are 66 KB): the home budget of issue 17 (docs/decisions.md
 * "Runtime: Preact under the React API"). The code is written against React's API and types; the
 * unit tests render with React itself, the browser tests run this build.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A chunk's file and, depth first, the files of the chunks it imports, but none in `skip`. */
function chunksOf(bundle: OutputBundle, start: OutputChunk, skip: Set<string>) {
  const files: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (skip.has(chunk.fileName) || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return files;
}

/** The built chunks that the entry loads anyway, and those of a module loaded on demand. */
function bundleChunks(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const entryFiles = new Set(entry ? chunksOf(bundle, entry, new Set()) : []);
  return {
    /** `/file` of `module`'s chunk and the chunks it imports beyond the entry's, or null. */
    filesOf(module: string): string[] | null {
      const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
      return chunk ? chunksOf(bundle, chunk, entryFiles).map((file) => `/${file}`) : null;
    },
  };
}

/** Each language's texts module (src/i18n/i18n.ts loads one chunk per language). */
const TEXTS_MODULE = (language: string) => `src/i18n/locales/${language}/index.ts`;

/** The built page's texts chunks per language, for the boot script to preload the page's own. */
function textsChunks(bundle: OutputBundle): Record<string, string[]> {
  const { filesOf } = bundleChunks(bundle);
  const found: Record<string, string[]> = {};
  for (const language of languages) {
    const files = filesOf(TEXTS_MODULE(language));
    if (!files) throw new Error(`The build has no texts chunk for '${language}' (${TEXTS_MODULE(language)})`);
    found[language] = files;
  }
  return found;
}

/** The page's first script: asks for the settings and config while the app's chunks load (issue 17). */
const BOOT_MODULE = 'src/app/boot/boot.ts';

/**
 * index.html starts with the boot script (src/app/boot). In the built page it is inline, bundled
 * on its own (about 1 KB): it runs while the HTML is parsed, with no request and nothing to wait
 * for, before the app's entry and its framework chunk have loaded. In dev it is the module itself.
 */
function earlyStartScript(): Plugin {
  let contentHost = '';
  let backendUrl = '';
  return {
    name: 'statecast:early-start',
    configResolved(config) {
      contentHost = String(config.env.VITE_CONTENT_HOST ?? '');
      backendUrl = String(config.env.VITE_BACKEND_URL ?? '');
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) {
          return [
            { tag: 'script', attrs: { type: 'module', src: `/${BOOT_MODULE}` }, injectTo: 'head-prepend' },
          ];
        }
        const bundle = await rolldown({
          input: fileURLToPath(new URL(`./${BOOT_MODULE}`, import.meta.url)),
          platform: 'browser',
          resolve: { alias: appAliases },
          transform: {
            define: {
              'import.meta.env.VITE_CONTENT_HOST': JSON.stringify(contentHost),
              'import.meta.env.VITE_BACKEND_URL': JSON.stringify(backendUrl),
              'import.meta.env.STATECAST_TEXTS_CHUNKS': JSON.stringify(textsChunks(ctx.bundle)),
            },
          },
        });
        try {
          const { output } = await bundle.generate({ format: 'iife', minify: true });
          const code = output[0].code.trim();
          if (code.includes('</script')) throw new Error('The boot script cannot be inlined');
          return [{ tag: 'script', children: code, injectTo: 'head' }];
        } finally {
          await bundle.close();
        }
      },
    },
  };
}

/** Route screens whose chunks the page preloads as soon as it knows its path (issue 17). */
const routePreloads: { pathname: string; module: string }[] = [
  { pathname: '/', module: 'src/screens/home/home-screen.tsx' },
];

/**
 * Home's screen chunk waits for the entry chunk to run before it is asked for: one more round
 * trip on a slow network. In the built page an inline script reads the path first and adds
 * `modulepreload` links for that route's screen chunk and the chunks it imports, so they load
 * beside the entry chunk.
 */
function routeModulePreload(): Plugin {
  return {
    name: 'statecast:route-modulepreload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        // The entry and what it imports load anyway: only the route's own chunks are preloaded.
        const { filesOf } = bundleChunks(bundle);
        const routes: Record<string, string[]> = {};
        for (const { pathname, module } of routePreloads) {
          const files = filesOf(module);
          if (files) routes[pathname] = files;
        }
        if (Object.keys(routes).length === 0) return html;
        const script =
          `(function(r){var l=r[location.pathname];if(!l)return;for(var i=0;i<l.length;i++){` +
          `var e=document.createElement('link');e.rel='modulepreload';e.href=l[i];document.head.appendChild(e)}})` +
          `(${JSON.stringify(routes)})`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), earlyStartScript(), routeModulePreload()],
  resolve: { alias: [...appAliasList, ...(process.env.VITEST ? [] : preactAliases)] },
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
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|xstate|@xstate|@tanstack|i18next|react-i18next|zod|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'machines/**/*.test.ts',
      'tests/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
  },
});
