import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { fakeActorsFor } from './fake-actors';
import type { MachineFixture } from './model-fixture';
import { branchCandidates, formatCoverage, isComplete, measureCoverage } from './model-coverage';
import { buildFlowModel, type FlowModel } from './model-paths';
import { replayPath } from './model-replay';
import { describeModel } from './describe-model';
import { caseName, rowCases, type MachineOracle } from './oracle';

/**
 * A small machine with each construct the harness must handle: an invoke whose onDone is a
 * guard array, an `after` delay, an `always` guard array and an event with a payload.
 */
const accessMachine = setup({
  types: {
    context: {} as { offerId: string | null; attempts: number; log: string[] },
    events: {} as { type: 'CHECK'; offerId: string } | { type: 'CANCEL' },
    input: {} as { maxAttempts: number },
  },
  actors: {
    checkAccess: fromPromise<{ granted: boolean }, { offerId: string }>(() => new Promise(() => {})),
  },
  delays: { POLL_INTERVAL: 3000 },
  guards: {
    isGranted: (_, output: { granted: boolean }) => output.granted,
    canPollAgain: ({ context }) => context.attempts < 2,
    isOneTimeOffer: ({ context }) => Boolean(context.offerId?.startsWith('C-')),
  },
}).createMachine({
  id: 'access',
  context: () => ({ offerId: null, attempts: 0, log: [] }),
  initial: 'idle',
  states: {
    idle: {
      on: { CHECK: { target: 'checking', actions: assign({ offerId: ({ event }) => event.offerId }) } },
    },
    checking: {
      invoke: {
        id: 'checkAccess',
        src: 'checkAccess',
        input: ({ context }) => ({ offerId: context.offerId ?? '' }),
        onDone: [
          { guard: { type: 'isGranted', params: ({ event }) => event.output }, target: 'routing' },
          {
            guard: 'canPollAgain',
            target: 'waiting',
            // The log grows with every poll: it must stay out of the projection.
            actions: assign({
              attempts: ({ context }) => context.attempts + 1,
              log: ({ context }) => [...context.log, 'poll'],
            }),
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    waiting: {
      after: { POLL_INTERVAL: 'checking' },
      on: { CANCEL: 'idle' },
    },
    routing: {
      always: [{ guard: 'isOneTimeOffer', target: 'grantedOnce' }, { target: 'granted' }],
    },
    grantedOnce: { type: 'final' },
    granted: { type: 'final' },
    failed: {
      on: {
        CHECK: {
          target: 'checking',
          actions: assign({ offerId: ({ event }) => event.offerId, attempts: 0 }),
        },
      },
    },
  },
});

type AccessProjection = { offerKind: string | null; attempts: number };

const received: unknown[] = [];

/** The harness's own test machine has no seed: its rows name the behaviour they stand for. */
const accessOracle = {
  delays: { POLL_INTERVAL: { ms: 3000, rule: 'test spec: the check is polled every 3 s' } },
  states: {
    idle: { seed: 'test spec: nothing asked yet' },
    checking: { seed: 'test spec: the access check runs' },
    waiting: { seed: 'test spec: not yet granted, poll again' },
    routing: { seed: 'test spec: one-time offers are told apart' },
    grantedOnce: { seed: 'test spec: a one-time offer is granted' },
    granted: { seed: 'test spec: access is granted' },
    failed: { seed: 'test spec: a failed check can be tried again' },
  },
} satisfies MachineOracle<typeof accessMachine, AccessProjection>;

const accessFixture = {
  oracle: accessOracle,
  machine: accessMachine,
  inputs: [{ label: 'default', input: { maxAttempts: 2 } }],
  project: (snapshot) => ({
    offerKind: snapshot.context.offerId?.slice(0, 2) ?? null,
    attempts: snapshot.context.attempts,
  }),
  events: {
    CHECK: [
      { label: 'check C-1', event: { type: 'CHECK', offerId: 'C-1' } },
      { label: 'check S-1', event: { type: 'CHECK', offerId: 'S-1' } },
    ],
    CANCEL: [{ label: 'cancel', event: { type: 'CANCEL' } }],
  },
  doneOutputs: {
    checkAccess: [
      { label: 'granted', output: { granted: true } },
      { label: 'not yet', output: { granted: false } },
    ],
  },
  errors: { checkAccess: [{ label: 'check fails', error: { message: 'offline' } }] },
  stateAssertions: {
    checking: ({ inputOf }) => {
      received.push(inputOf('checkAccess'));
    },
  },
} satisfies MachineFixture<typeof accessMachine, AccessProjection>;

function failures(model: FlowModel): string[] {
  const failed: string[] = [];
  for (const path of model.paths) {
    try {
      replayPath(model, path);
    } catch {
      failed.push(path.description);
    }
  }
  return failed;
}

describe('model harness', () => {
  const model = buildFlowModel('access', accessFixture);

  it('walks every edge of the graph, with readable unique descriptions', () => {
    const report = measureCoverage(model);
    expect(isComplete(report), formatCoverage(report)).toBe(true);
    expect(report.branches.total).toBe(branchCandidates(model.machine.root).length);
    expect(model.paths.map((p) => p.description)).toContain(
      'access: default → idle › check C-1 › not yet → waiting › after POLL_INTERVAL › granted → grantedOnce',
    );
    expect(new Set(model.paths.map((p) => p.description)).size).toBe(model.paths.length);
  });

  it('counts always candidates and every onDone entry among the branches', () => {
    const names = branchCandidates(model.machine.root).map((c) => c.description);
    expect(names).toEqual(
      expect.arrayContaining([
        'access.routing: always[0] if isOneTimeOffer → #access.grantedOnce',
        'access.routing: always[1] → #access.granted',
        'access.checking: xstate.done.actor.checkAccess[0] if isGranted → #access.routing',
        'access.checking: xstate.done.actor.checkAccess[1] if canPollAgain → #access.waiting',
        'access.checking: xstate.done.actor.checkAccess[2] → #access.failed',
        'access.waiting: xstate.after.POLL_INTERVAL.access.waiting[0] → #access.checking',
      ]),
    );
  });

  it('fakes receive the input the machine gives them', () => {
    received.length = 0;
    const path = model.paths.find((p) => p.description.startsWith('access: default → idle › check C-1'));
    if (!path) throw new Error('no path checks C-1');
    replayPath(model, path);
    expect(received).toContainEqual({ offerId: 'C-1' });
  });

  it('fakes are accepted by provide() with the machine types', () => {
    const provided = accessMachine.provide({ actors: fakeActorsFor(accessMachine) });
    expect(Object.keys(provided.implementations.actors)).toEqual(['checkAccess']);
  });

  it('catches a delay that differs from the spec, whichever side is wrong', () => {
    const waits = model.paths.filter((p) => p.steps.some((s) => s.kind === 'after'));
    expect(waits.length).toBeGreaterThan(0);

    const shorter = buildFlowModel('access', {
      ...accessFixture,
      machine: accessMachine.provide({ delays: { POLL_INTERVAL: 1000 } }),
    });
    expect(failures(shorter)).toEqual(waits.map((p) => p.description));

    // The timing spec says 2 s: the machine's 3 s fails naming the spec's rule.
    const longer = buildFlowModel('access', {
      ...accessFixture,
      oracle: {
        ...accessOracle,
        delays: { POLL_INTERVAL: { ms: 2000, rule: 'test spec: polled every 2 s' } },
      },
    });
    expect(failures(longer)).toEqual(waits.map((p) => p.description));
  });

  it('fails a path that reaches a state its oracle does not list, naming the state', () => {
    const { failed: _failed, ...withoutFailed } = accessOracle.states;
    const model = buildFlowModel('access', {
      ...accessFixture,
      oracle: { ...accessOracle, states: withoutFailed as typeof accessOracle.states },
    });
    const messages = model.paths.flatMap((path) => {
      try {
        replayPath(model, path);
        return [];
      } catch (error) {
        return [error instanceof Error ? error.message : String(error)];
      }
    });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toContain('the machine reached state "failed", which its oracle table does not list');
  });

  it('catches a swapped guard', () => {
    const swapped = buildFlowModel('access', accessFixture);
    const mutant: FlowModel = {
      ...swapped,
      machine: swapped.machine.provide({
        guards: {
          isOneTimeOffer: ({ context }: { context: { offerId: string | null } }) =>
            !context.offerId?.startsWith('C-'),
        },
      }),
    };
    const failed = failures(mutant);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((d) => d.endsWith('→ grantedOnce') || d.endsWith('→ granted'))).toBe(true);
  });

  it('fails coverage when a projection is too coarse to tell offers apart (pitfall 5)', () => {
    const coarse = buildFlowModel('access', {
      ...accessFixture,
      project: (snapshot) => ({ offerKind: null, attempts: snapshot.context.attempts }),
    });
    const report = measureCoverage(coarse);
    expect(isComplete(report)).toBe(false);
    expect(report.branches.missing.length + report.failedPaths.length).toBeGreaterThan(0);
  });

  it('reports an always branch no path takes', () => {
    const onlyS = buildFlowModel('access', {
      ...accessFixture,
      events: { ...accessFixture.events, CHECK: accessFixture.events.CHECK.slice(1) },
    });
    const report = measureCoverage(onlyS);
    expect(report.branches.missing).toEqual([
      'access.routing: always[0] if isOneTimeOffer → #access.grantedOnce',
    ]);
  });

  it('refuses a done event when its child is not running', () => {
    const [path] = model.paths;
    if (!path) throw new Error('no paths');
    const first = path.steps[0];
    if (!first) throw new Error('empty path');
    const forged = {
      ...path,
      steps: [
        first,
        {
          ...first,
          label: 'granted',
          kind: 'done' as const,
          invokeId: 'checkAccess',
          event: { type: 'xstate.done.actor.checkAccess', output: { granted: true } },
        },
      ],
    };
    expect(() => replayPath(model, forged)).toThrow(/no child "checkAccess" is running/);
  });

  it('refuses a fixture that misses what the machine handles', () => {
    expect(() => buildFlowModel('access', { ...accessFixture, errors: {} })).toThrow(/errors\.checkAccess/);
    expect(() =>
      buildFlowModel('access', {
        ...accessFixture,
        doneOutputs: { ...accessFixture.doneOutputs, checkAcess: [{ label: 'typo', output: {} }] },
      }),
    ).toThrow(/doneOutputs\.checkAcess: no state handles/);
    // A new event type in the machine is a compile error in the fixture:
    const incomplete = {
      ...accessFixture,
      // @ts-expect-error CANCEL has no variants
      events: { CHECK: accessFixture.events.CHECK },
    } satisfies MachineFixture<typeof accessMachine, AccessProjection>;
    expect(incomplete.events.CHECK).toHaveLength(2);
  });
});

await describeModel('access', () => Promise.resolve(accessFixture));

describe('oracle rows that list several states or events (issue 10)', () => {
  const expect0 = [] as const;

  it('stand for one transition per state and one per event, each to be reached', () => {
    const row = { from: ['a', 'b'], on: ['X', 'Y'], expect: expect0 };
    expect(rowCases(row).map((r) => [r.from, r.on])).toEqual([
      ['a', ['X', 'Y']],
      ['b', ['X', 'Y']],
      [['a', 'b'], 'X'],
      [['a', 'b'], 'Y'],
    ]);
  });

  it('leave a row of one state and one event as it is', () => {
    const row = { from: 'a', on: 'X', expect: expect0 };
    expect(rowCases(row)).toEqual([row]);
    expect(rowCases({ on: ['X'], expect: expect0 })).toHaveLength(1);
  });

  it('name the case that no path reaches', () => {
    expect(caseName({ from: 'b', on: ['X', 'Y'], expect: expect0 })).toBe(' (from b, on X,Y)');
    expect(caseName({ expect: expect0 })).toBe('');
  });
});
