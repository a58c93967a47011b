import { assign, setup } from 'xstate';
import { appStartMachine } from '../app-start/app-start.machine';
import type { AppStartInput, AppStartOutput } from '../app-start/app-start.types';

export type AppContext = {
  startInput: AppStartInput;
  /** What app start produced: config, settings, integration, location. */
  start: AppStartOutput | null;
};

/**
 * The root actor's logic. It runs app start (systemId 'appStart'), then holds the started app.
 * Long-lived flows (session, consent, account dialog, favorites, watch history) are spawned here
 * once the app is running.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppStartInput,
    tags: {} as 'starting' | 'running',
  },
  actors: { appStart: appStartMachine },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ startInput: input, start: null }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['starting'],
      invoke: {
        id: 'appStart',
        systemId: 'appStart',
        src: 'appStart',
        input: ({ context }) => context.startInput,
        onDone: {
          target: 'running',
          actions: assign({ start: ({ event }) => event.output }),
        },
        // App start owns its failures as states; an escaped error means a bug, shown by the boundary.
        onError: { target: 'crashed' },
      },
    },
    running: { tags: ['running'] },
    crashed: {},
  },
});
