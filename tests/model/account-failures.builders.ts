import type { Projection } from '../support/model-fixture';
import {
  effectsExclude,
  effectsIncludeFrom,
  projected,
  stateIs,
  type OracleStep,
  type TransitionOracleRow,
} from '../support/oracle';
import { anyToast, serverTextToast } from './seed-toasts';

/**
 * How the account forms (sign-in, registration, password, deletion) read and show a failed
 * call: the failure the error event carries, the text shown for it, the own back end's error
 * toast, and the edit that clears it (seed 002 §7, §8).
 */

/** An account failure as an oracle reads it from an `xstate.error.actor.*` event. */
export type StepFailure = {
  code?: string;
  field?: string | null;
  message?: string;
  serverMessage?: string | null;
  fieldErrors?: string[];
};

/** The failure an error event carries (empty when it carries none). */
export const failureOf = (s: OracleStep<Projection>): StepFailure =>
  (s.event as unknown as { error?: StepFailure }).error ?? {};

/** seed 002 §7: the message shown is the first entry of the errors array, else the server's text. */
export const firstErrorText = (e: StepFailure) => e.fieldErrors?.[0] ?? e.serverMessage ?? e.message ?? '';

/** The server's text as it came, else the failure's own message. */
export const serverMessageText = (e: StepFailure) => e.serverMessage ?? e.message ?? '';

/**
 * seed 002 §8: after a failure in `from`, the own back end shows the server text (`textOf`) in an
 * error toast under `rules.own`; the other back ends show no toast (`rules.elsewhere`). `where`
 * narrows the own back end's row.
 */
export const ownBackendFailureToast = <P extends Projection>(
  row: {
    from: string | readonly string[];
    on: string;
    where?: (s: OracleStep<P>) => boolean;
    /** The states each kind of back end can fail in, where they differ (default `from`). */
    fromOwn?: readonly string[];
    fromElsewhere?: readonly string[];
  },
  rules: { own: string; elsewhere: string },
  textOf: (e: StepFailure) => string,
): TransitionOracleRow<P>[] => [
  {
    from: row.fromOwn ?? row.from,
    on: row.on,
    where: (s) => (row.where?.(s) ?? true) && s.before?.backend === 'own-backend',
    expect: [effectsIncludeFrom<P>(rules.own, (s) => [serverTextToast(textOf(failureOf(s)))])],
  },
  {
    from: row.fromElsewhere ?? row.from,
    on: row.on,
    where: (s) => s.before?.backend !== 'own-backend',
    expect: [effectsExclude<P>(rules.elsewhere, anyToast)],
  },
];

/** The failure's server text or message mentions `text` (as the seeds quote the platforms). */
export const failureMentions = (text: string) => (s: OracleStep<Projection>) => {
  const e = failureOf(s);
  return `${e.serverMessage ?? ''} ${e.message ?? ''}`.includes(text);
};

/** Editing the form in `editing` clears the failure shown (`on`, the form's edit event). */
export const editClearsFailure = <P extends Projection>(
  on: string,
  rule: string,
): TransitionOracleRow<P> => ({
  from: 'editing',
  on,
  expect: [
    stateIs<P>(rule, 'editing'),
    projected<P>(rule, { failure: null } as Partial<Record<keyof P, unknown>>),
  ],
});
