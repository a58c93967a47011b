import { createActor, fromPromise } from 'xstate';
import { appMachine, type AccountLogic, type LoadedNotifications } from '@machines/app/app.machine';
import type { AccountBackend, AppStartInput } from '@machines/app-start/app-start.types';
import { provideAppStart } from '@/app/flows/app-start.actors';
import {
  CONFIG_SOURCE_STORAGE_KEY,
  SOCIAL_STATE_KEY,
  SOCIAL_STATE_PARAM,
} from '@machines/app-start/config-source';
import type { appDownloadMachine } from '@machines/app-download/app-download.machine';
import { hasStoreLink } from '@machines/app-download/app-download.rules';
import type { chromePromptMachine } from '@machines/chrome-prompt/chrome-prompt.machine';
import { browserConsentDeps, provideCookieConsent } from '@/app/flows/consent.actors';
import { lazyMachine } from '@/app/flows/lazy-logic';
import { provideFavorites, provideWatchHistory, type WatchListsBackends } from '@/app/flows/watch-lists.actors';
import { env } from '@/services/env';
import { withEarlyResponses } from '@/app/boot/early-responses';
import { setAccountRuntime } from './account-runtime-holder';
import { InspectionRelay, loadStatelyInspector } from './inspector';
import { pageLocalStorage, pageSessionStorage } from '@/services/page-storage';

/**
 * What the page says at load: `app-config` (an empty value forgets a remembered one), the hash,
 * and the social sign-in state it came back with beside the one this tab stored, which is used
 * once (issue 16: tokens in a link this tab did not ask for are refused).
 */
export function readStartInput(
  location: Location,
  storage: Storage | null,
  session: Storage | null = pageSessionStorage(),
): AppStartInput {
  const search = new URLSearchParams(location.search);
  const requested = search.get('app-config');
  if (requested === '') storage?.removeItem(CONFIG_SOURCE_STORAGE_KEY);
  const expected = session?.getItem(SOCIAL_STATE_KEY) ?? null;
  session?.removeItem(SOCIAL_STATE_KEY);
  return {
    requestedSource: requested || null,
    storedSource: requested === '' ? null : (storage?.getItem(CONFIG_SOURCE_STORAGE_KEY) ?? null),
    hash: location.hash,
    socialState: { returned: search.get(SOCIAL_STATE_PARAM), expected },
  };
}

const storage = pageLocalStorage();
const wantsInspector = new URLSearchParams(window.location.search).has('inspect');

/** Present only behind `?inspect`; attached in dev builds or when the settings allow it. */
export const inspection = wantsInspector ? new InspectionRelay(loadStatelyInspector) : null;

/**
 * The account service of the back end the started app names (hosted, commerce, own back end),
 * with the session machines behind its tokens. Its code loads only on a site with accounts
 * (src/app/account-runtime-holder.ts hands it to the screens).
 */
/** The account back ends' favorites and history, filled in once the account code has loaded. */
const accountWatchLists: WatchListsBackends = {};

async function loadAccountLogic({
  input,
}: {
  input: { backend: AccountBackend };
}): Promise<AccountLogic | null> {
  if (input.backend === null) return null;
  const { browserCoordination, createAccountRuntime } = await import('@/app/flows/account.actors');
  const runtime = createAccountRuntime({
    urls: {
      hostedPlatformUrl: env.hostedPlatformUrl,
      commerceUrl: env.commerceUrl,
      backendUrl: env.backendUrl,
    },
    storage,
    fetch: (...args) => window.fetch(...args),
    now: () => Date.now(),
    config: () => appActor.getSnapshot().context.start?.config ?? null,
    ...browserCoordination(),
  });
  runtime.connect(appActor.system);
  Object.assign(accountWatchLists, runtime.watchLists);
  setAccountRuntime(runtime);
  return runtime.accountLogic;
}

/** Origins a payment event may send the browser to: this site and the payment back ends (seed 001 §4). */
function allowedRedirectOrigins(): string[] {
  const origins = new Set([window.location.origin]);
  for (const url of [env.commerceUrl, env.hostedPlatformUrl, env.backendUrl]) {
    try {
      origins.add(new URL(url, window.location.origin).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

/**
 * The notifications flow, a chunk of its own: only the event site's own back end has them
 * (seed 001 §7), so other sites never load it.
 */
async function loadNotifications({
  input,
}: {
  input: { backend: AccountBackend };
}): Promise<LoadedNotifications | null> {
  if (input.backend !== 'own-backend') return null;
  const { provideNotifications } = await import('@/app/flows/notifications.actors');
  return {
    logic: provideNotifications({
      baseUrl: env.backendUrl,
      fetch: (...args) => window.fetch(...args),
      storage,
      events: window,
    }),
    input: { allowedRedirectOrigins: allowedRedirectOrigins() },
  };
}
const promptDeps = {
  storage,
  path: () => window.location.pathname,
  userAgent: () => navigator.userAgent,
};

/** The one root actor, created and started once at module level (DESIGN.md "Machines"). */
export const appActor = createActor(
  appMachine.provide({
    actors: {
      appStart: provideAppStart({
        env,
        // The settings and config the page asked for before this code arrived (src/app/boot).
        fetch: withEarlyResponses((...args) => window.fetch(...args)),
        storage,
        warn: (message) => console.warn(message),
      }),
      loadAccount: fromPromise<AccountLogic | null, { backend: AccountBackend }>(loadAccountLogic),
      loadNotifications: fromPromise<LoadedNotifications | null, { backend: AccountBackend }>(
        loadNotifications,
      ),
      favorites: provideFavorites({ storage, backends: accountWatchLists }),
      watchHistory: provideWatchHistory({ storage, backends: accountWatchLists }),
      cookieConsent: provideCookieConsent(browserConsentDeps()),
      // Loaded only where a prompt may show: China mode, or a config that links an app store.
      appDownload: lazyMachine<typeof appDownloadMachine>((input) =>
        !input.isChina && hasStoreLink(input.links)
          ? import('@/app/flows/prompts.actors').then((m) => m.provideAppDownload(promptDeps))
          : null,
        // The root names a callback placeholder (machines stay free of src/); the stand-in takes its place.
      ) as never,
      chromePrompt: lazyMachine<typeof chromePromptMachine>((input) =>
        input.isChina ? import('@/app/flows/prompts.actors').then((m) => m.provideChromePrompt(promptDeps)) : null,
      ) as never,
    },
  }),
  { input: readStartInput(window.location, storage), inspect: inspection?.inspect },
);

if (inspection) {
  if (env.isDev) {
    void inspection.attach();
  } else {
    const subscription = appActor.subscribe((snapshot) => {
      if (snapshot.matches('starting')) return;
      subscription.unsubscribe();
      if (snapshot.context.start?.settings.allowInspector) void inspection.attach();
      else inspection.close();
    });
  }
}

appActor.start();
