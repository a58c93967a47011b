import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine';
import type { AppStartOutput } from '../app-start/app-start.types';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** The started app (config, settings, integration, location), or null while starting or failed. */
export function selectStarted(snapshot: AppSnapshot): AppStartOutput | null {
  return snapshot.matches('running') ? snapshot.context.start : null;
}

export function selectIsCrashed(snapshot: AppSnapshot): boolean {
  return snapshot.matches('crashed');
}

/** seed 001 §6, seed 002 §6: sign-in and sign-up are hidden under the ad-supported model (AVOD). */
export function selectOffersSignIn(started: AppStartOutput): boolean {
  return started.config.accessModel !== 'AVOD';
}
