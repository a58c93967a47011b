import { toastsMachine } from '@machines/toasts/toasts.machine';
import type { ToastEntry } from '@machines/toasts/toasts.types';
import type { MachineFixture } from '../support/model-fixture';
import * as o from '../support/oracle';

/** The shown toasts as `id:source`, oldest first, and the number the next one takes. */
export type ToastsProjection = { shown: string[]; nextId: number };

/**
 * docs/decisions.md "Toasts" (seed 002 §8 names the toasts, not their count): a feature keeps its
 * newest three. Written here, never read from the machine's rules.
 */
const SEED = { perFeature: 3 } as const;

const R = {
  show: 'seed 002 §8: a feature shows its toast (sign-in success, payment success, the account notices)',
  newest: 'docs/decisions.md "Toasts": each feature keeps its newest three toasts; an older one goes',
  sameId: 'docs/decisions.md "Toasts": a toast shown again under its id takes the place of the one shown',
  dismiss: 'seed 002 §8: the viewer closes a toast; the feature hears that it went',
  expire:
    'docs/decisions.md "Toasts": a toast goes by itself when its time is up; the feature hears that it went',
  unknown: 'a toast that is no longer shown cannot go twice',
} as const;

type Step = o.OracleStep<ToastsProjection>;
const shownOf = (p: ToastsProjection | null | undefined) => p?.shown ?? [];
const idOf = (entry: string) => entry.split(':')[0]!;
const sourceOf = (entry: string) => entry.split(':')[1]!;
const eventOf = (s: Step) => s.event as unknown as { type: string; id?: string; toast?: Partial<ToastEntry> };

/** What the store must show after TOAST.SHOW, worked out from the rule, not from the machine. */
function expectedAfterShow(s: Step): string[] {
  const before = shownOf(s.before);
  const toast = eventOf(s).toast!;
  const id = toast.id ?? String(s.before?.nextId);
  const next = [...before.filter((entry) => idOf(entry) !== id), `${id}:${toast.source}`];
  const ofSource = next.filter((entry) => sourceOf(entry) === toast.source);
  const dropped = ofSource.slice(0, Math.max(0, ofSource.length - SEED.perFeature));
  return next.filter((entry) => !dropped.includes(entry));
}

const shows = (rule: string, expected: (s: Step) => string[]) =>
  o.holds<ToastsProjection>(rule, (s) => {
    const want = expected(s);
    return JSON.stringify(s.state.shown) === JSON.stringify(want)
      ? true
      : `shows ${JSON.stringify(s.state.shown)}, not ${JSON.stringify(want)}`;
  });

/** The one toast store, as the seed and the recorded decisions describe it. */
export const toastsOracle = {
  states: {
    open: {
      seed: R.show,
      expect: [
        o.holds<ToastsProjection>(R.newest, (s) => {
          const counts = new Map<string, number>();
          for (const entry of s.state.shown)
            counts.set(sourceOf(entry), (counts.get(sourceOf(entry)) ?? 0) + 1);
          const over = [...counts].find(([, n]) => n > SEED.perFeature);
          return over ? `${over[1]} toasts of ${over[0]}` : true;
        }),
      ],
    },
  },
  transitions: [
    { on: 'xstate.init', expect: [o.stateIs(R.show, 'open'), o.projected(R.show, { shown: [], nextId: 1 })] },
    {
      on: 'TOAST.SHOW',
      expect: [
        shows(R.newest, expectedAfterShow),
        o.holds<ToastsProjection>(R.sameId, (s) => {
          const own = eventOf(s).toast!.id !== undefined;
          const want = (s.before?.nextId ?? 1) + (own ? 0 : 1);
          return s.state.nextId === want ? true : `next id ${s.state.nextId}, not ${want}`;
        }),
        o.effectsExclude(R.show, o.emitted('toast.gone')),
      ],
    },
    {
      on: ['TOAST.DISMISS', 'TOAST.EXPIRE'],
      where: (s) => shownOf(s.before).some((entry) => idOf(entry) === eventOf(s).id),
      expect: [
        shows(R.dismiss, (s) => shownOf(s.before).filter((entry) => idOf(entry) !== eventOf(s).id)),
        o.holds<ToastsProjection>(R.expire, (s) => {
          const reason = eventOf(s).type === 'TOAST.DISMISS' ? 'dismissed' : 'expired';
          return o
            .effectsInclude<ToastsProjection>(
              R.expire,
              o.emitted({ type: 'toast.gone', reason, toast: { id: eventOf(s).id } }),
            )
            .check(s);
        }),
      ],
    },
    {
      on: ['TOAST.DISMISS', 'TOAST.EXPIRE'],
      where: (s) => !shownOf(s.before).some((entry) => idOf(entry) === eventOf(s).id),
      expect: [
        shows(R.unknown, (s) => shownOf(s.before)),
        o.effectsExclude(R.unknown, o.emitted('toast.gone')),
      ],
    },
  ],
} satisfies o.MachineOracle<typeof toastsMachine, ToastsProjection>;

/**
 * The graph is kept small on purpose: one payment toast first, then four sign-in toasts (the
 * fourth pushes the feature's oldest out while the payment's stays), the account notice shown
 * and shown again among them, and toasts closed or timed out once three or more were shown.
 */
const show = (
  label: string,
  toast: Omit<ToastEntry, 'id'> & { id?: string },
  offer: (s: ToastsProjection) => boolean,
) => ({ label, event: { type: 'TOAST.SHOW' as const, toast }, offer });

const byId = <T extends 'TOAST.DISMISS' | 'TOAST.EXPIRE'>(type: T, verb: string) =>
  ['1', '3', 'notice'].map((id) => ({
    label: `${verb} ${id}`,
    event: { type, id },
    offer: (s: ToastsProjection) => s.nextId >= 4 && s.shown.some((entry) => idOf(entry) === id),
  }));

export const toastsFixture = {
  machine: toastsMachine,
  oracle: toastsOracle,
  inputs: [{ label: 'page', input: undefined }],
  project: (snapshot) => ({
    shown: snapshot.context.toasts.map((toast) => `${toast.id}:${toast.source}`),
    nextId: snapshot.context.nextId,
  }),
  events: {
    'TOAST.SHOW': [
      show(
        'payment success',
        { source: 'payment', kind: 'success', content: { key: 'account:checkout.payment_success' } },
        (s) => s.nextId === 1,
      ),
      show(
        'sign-in success',
        { source: 'account-flows', kind: 'success', content: { key: 'account:login.success' } },
        (s) => s.nextId >= 2 && s.nextId <= 5,
      ),
      show(
        'account notice',
        {
          id: 'notice',
          source: 'account-notice',
          kind: 'error',
          content: { text: 'Authentication failed - please log in again.' },
        },
        (s) => s.nextId === 3,
      ),
    ],
    'TOAST.DISMISS': [
      ...byId('TOAST.DISMISS', 'close'),
      {
        label: 'close a toast already gone',
        event: { type: 'TOAST.DISMISS', id: 'gone' },
        offer: (s) => s.nextId === 2,
      },
    ],
    'TOAST.EXPIRE': [
      ...byId('TOAST.EXPIRE', 'time up for'),
      {
        label: 'time up for a toast already gone',
        event: { type: 'TOAST.EXPIRE', id: 'gone' },
        offer: (s) => s.nextId === 2,
      },
    ],
  },
  doneOutputs: {},
  errors: {},
} satisfies MachineFixture<typeof toastsMachine, ToastsProjection>;
