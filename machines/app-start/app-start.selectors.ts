import type { SnapshotFrom } from 'xstate';
import type { appStartMachine } from './app-start.machine';
import type { StartFailure } from './app-start.types';

export type AppStartSnapshot = SnapshotFrom<typeof appStartMachine>;

/** The step a starting app is on, for the loading screen and for tests. */
export type StartStep =
  | 'detectingLocation'
  | 'readingSettings'
  | 'pickingConfigSource'
  | 'loadingConfig'
  | 'resolvingIntegration'
  | 'initialisingServices';

export type StartView =
  | { status: 'loading'; step: StartStep }
  | { status: 'failed'; failure: StartFailure }
  | { status: 'ready' };

const steps: StartStep[] = [
  'detectingLocation',
  'readingSettings',
  'pickingConfigSource',
  'loadingConfig',
  'resolvingIntegration',
  'initialisingServices',
];

/** The state each step is: the first three are regions of the parallel `starting` state. */
const stepStates = {
  detectingLocation: { starting: { location: 'detecting' } },
  readingSettings: { starting: { config: 'readingSettings' } },
  pickingConfigSource: { starting: { config: 'pickingConfigSource' } },
  loadingConfig: { starting: { config: 'loadingConfig' } },
  resolvingIntegration: 'resolvingIntegration',
  initialisingServices: 'initialisingServices',
} as const;

/**
 * Snapshot -> what the start screen shows. While the location lookup and the config loads run
 * side by side, the step is the first one still open (the lookup, while it lasts).
 */
export function selectStartView(snapshot: AppStartSnapshot): StartView {
  if (snapshot.status === 'done' || snapshot.matches('ready')) return { status: 'ready' };
  if (snapshot.hasTag('failure') && snapshot.context.failure) {
    return { status: 'failed', failure: snapshot.context.failure };
  }
  const step = steps.find((s) => snapshot.matches(stepStates[s])) ?? 'detectingLocation';
  return { status: 'loading', step };
}

/** The source the app ended up loading, and the `app-config` value it refused, if any. */
export function selectConfigChoice(snapshot: AppStartSnapshot): { source: string | null; refused: string | null } {
  return { source: snapshot.context.configSource, refused: snapshot.context.refusedSource };
}
