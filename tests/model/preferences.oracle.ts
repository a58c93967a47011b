import type { preferencesMachine } from '@machines/preferences/preferences.machine';
import * as o from '../support/oracle';
import type { PreferencesProjection } from './preferences.fixture';
import { anyToast, seedToast, serverTextToast } from './seed-toasts';

/** seed 002 §5, §9: at least one sport. */
const SEED = { minSports: 1 } as const;

const R = {
  loads: 'seed 002 §2, §7: /preferences lists the sports to pick from (GET /auth/media-preferences)',
  loadFailed: 'seed 002 §8: a list that cannot be loaded is an error the viewer can retry',
  pick: 'seed 002 §2: a multi-checkbox list of sports with Skip and Submit',
  skip: 'seed 002 §2: Skip goes to /',
  sends: 'seed 002 §5, §7: update preferences sends the ticked sports, at least one',
  savedSocial: "seed 002 §4, §8: 'Preferences updated successfully!'; a social user then goes to /",
  saved: "seed 002 §4, §8: 'Preferences updated successfully!'; other users then go to /login",
  failed: 'seed 002 §8: a refused save shows the server message and the list stays',
} as const;

type Step = o.OracleStep<PreferencesProjection>;
const outputIs = (rule: string, next: string) =>
  o.holds<PreferencesProjection>(rule, (s) => {
    const out = (s.snapshot as { output?: unknown }).output;
    return JSON.stringify(out) === JSON.stringify({ next }) ? true : `output ${JSON.stringify(out)}, want ${next}`;
  });
const savedEffects = (rule: string) => [
  o.effectsInclude<PreferencesProjection>(rule, seedToast('success', 'Preferences updated successfully!')),
  o.holds<PreferencesProjection>(rule, (s: Step) =>
    o.effectsInclude(rule, o.action('announcePreferences', (s.event as unknown as { output: unknown }).output)).check(s),
  ),
];

export const preferencesOracle = {
  states: {
    loading: { seed: R.loads },
    loadFailed: { seed: R.loadFailed, expect: [o.holds(R.loadFailed, (s) => (s.state.failure !== null ? true : 'no failure kept'))] },
    editing: { seed: R.pick },
    saving: {
      seed: R.sends,
      expect: [
        o.holds(R.sends, (s) => (s.state.selected.length >= SEED.minSports ? true : `saving ${s.state.selected.length} sports`)),
      ],
    },
    skipped: { seed: R.skip, expect: [outputIs(R.skip, 'home')] },
    savedSocial: { seed: R.savedSocial, expect: [o.projected(R.savedSocial, { isSocial: true }), outputIs(R.savedSocial, 'home')] },
    saved: { seed: R.saved, expect: [o.projected(R.saved, { isSocial: false }), outputIs(R.saved, 'login')] },
  },
  transitions: [
    { on: 'xstate.init', expect: o.endsIn(R.loads, 'loading', o.invoked('loadSportOptions')) },
    {
      from: 'loading',
      on: 'xstate.done.actor.loadSportOptions',
      expect: [
        o.stateIs(R.pick, 'editing'),
        o.holds(R.loads, (s) => {
          const n = (s.event as unknown as { output: unknown[] }).output.length;
          return s.state.options === n ? true : `${s.state.options} options of ${n} loaded`;
        }),
      ],
    },
    { from: 'loading', on: 'xstate.error.actor.loadSportOptions', expect: [o.stateIs(R.loadFailed, 'loadFailed')] },
    {
      from: 'loadFailed',
      on: 'PREFERENCES.RETRY',
      expect: [o.stateIs(R.loadFailed, 'loading'), o.projected(R.loadFailed, { failure: null }), o.effectsInclude(R.loadFailed, o.invoked('loadSportOptions'))],
    },
    {
      on: 'PREFERENCES.SKIP',
      expect: [o.stateIs(R.skip, 'skipped'), o.effectsExclude(R.skip, o.invoked('savePreferences'), anyToast)],
    },
    {
      from: 'editing',
      on: 'PREFERENCES.SUBMIT',
      expect: [
        o.stateIs(R.sends, 'saving'),
        o.holds(R.sends, (s) => {
          const sports = (s.event as unknown as { sports: string[] }).sports;
          if (sports.length < SEED.minSports) return `sent ${sports.length} sports`;
          return o.effectsInclude(R.sends, o.invoked('savePreferences', { sports })).check(s);
        }),
      ],
    },
    {
      from: 'saving',
      on: 'xstate.done.actor.savePreferences',
      where: (s) => Boolean(s.before?.isSocial),
      expect: [o.stateIs(R.savedSocial, 'savedSocial'), ...savedEffects(R.savedSocial)],
    },
    {
      from: 'saving',
      on: 'xstate.done.actor.savePreferences',
      where: (s) => !s.before?.isSocial,
      expect: [o.stateIs(R.saved, 'saved'), ...savedEffects(R.saved)],
    },
    {
      from: 'saving',
      on: 'xstate.error.actor.savePreferences',
      expect: [
        o.stateIs(R.failed, 'editing'),
        o.holds(R.failed, (s) => {
          const e = (s.event as unknown as { error: { message: string; serverMessage?: string | null } }).error;
          return o.effectsInclude(R.failed, serverTextToast(e.serverMessage ?? e.message)).check(s);
        }),
        o.effectsExclude(R.failed, o.action('announcePreferences')),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof preferencesMachine, PreferencesProjection>;
