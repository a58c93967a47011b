import { createActor } from 'xstate';
import { appMachine } from '@machines/app/app.machine';
import type { AppStartInput } from '@machines/app-start/app-start.types';
import { CONFIG_SOURCE_STORAGE_KEY, provideAppStart } from '@/actors/app-start.actors';
import { env } from '@/services/env';
import { InspectionRelay, loadStatelyInspector } from './inspector';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What the page says at load: `app-config` (an empty value forgets a remembered one) and the hash. */
export function readStartInput(location: Location, storage: Storage | null): AppStartInput {
  const requested = new URLSearchParams(location.search).get('app-config');
  if (requested === '') storage?.removeItem(CONFIG_SOURCE_STORAGE_KEY);
  return {
    requestedSource: requested || null,
    storedSource: requested === '' ? null : (storage?.getItem(CONFIG_SOURCE_STORAGE_KEY) ?? null),
    hash: location.hash,
  };
}

const storage = safeStorage();
const wantsInspector = new URLSearchParams(window.location.search).has('inspect');

/** Present only behind `?inspect`; attached in dev builds or when the settings allow it. */
export const inspection = wantsInspector ? new InspectionRelay(loadStatelyInspector) : null;

/** The one root actor, created and started once at module level (DESIGN.md "Machines"). */
export const appActor = createActor(
  appMachine.provide({
    actors: {
      appStart: provideAppStart({
        env,
        fetch: (...args) => window.fetch(...args),
        storage,
        warn: (message) => console.warn(message),
      }),
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
