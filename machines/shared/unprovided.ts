import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A promise actor a machine names but does not implement: it never settles. src/app/flows
 * provides the real one (and a test its own) with `.provide()`, so a machine that was not given
 * it waits instead of acting on a made-up answer.
 */
export const unprovided = <TOutput, TInput = NonReducibleUnknown>() =>
  fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
