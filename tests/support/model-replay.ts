import {
  createActor,
  type AnyActorRef,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import type { ChildWithInput, ProjectedState } from './model-fixture';
import { edgeId, eventKeyOf, type FlowModel, type ModelPath, type ModelStep } from './model-paths';
import {
  checkKnownStates,
  checkOracleStep,
  describeEffect,
  OracleViolation,
  oracleDelay,
  type AnyEvent,
  type ObservedEffect,
  type OracleStep,
} from './oracle';
import { leafStateKeys, stateKeyOf } from './state-keys';

export type ReplayHooks = {
  /** Compares the actual projected state with the expected one; throws on a mismatch. */
  assertStep?: (actual: ProjectedState, expected: ProjectedState, where: string) => void;
  /** Called after every step with the actual snapshots around it. */
  onStep?: (
    step: ModelStep,
    before: AnyMachineSnapshot | null,
    after: AnyMachineSnapshot,
    effects: readonly ObservedEffect[],
  ) => void;
  /** Every step as the oracle saw it (also when the fixture has no oracle). */
  onOracleStep?: (step: OracleStep) => void;
  /**
   * Every microstep of the machine under test: the transitions XState took (eventless ones
   * included) and the snapshot they led to, which may be a state left in the same macrostep.
   */
  onMicrostep?: (transitions: readonly AnyTransitionDefinition[], snapshot: AnyMachineSnapshot) => void;
};

export class ReplayError extends Error {
  override name = 'ReplayError';
}

function defaultAssertStep(actual: ProjectedState, expected: ProjectedState, where: string) {
  const a = JSON.stringify(actual, null, 2);
  const e = JSON.stringify(expected, null, 2);
  if (a !== e) throw new ReplayError(`${where}\nexpected ${e}\nbut was ${a}`);
}

function describeStep(path: ModelPath, index: number): string {
  const step = path.steps[index];
  return `${path.description}\n  step ${index} (${step?.label ?? '?'} → ${step?.stateKey ?? '?'})`;
}

function inputOfChild(snapshot: AnyMachineSnapshot, invokeId: string): unknown {
  const child = (snapshot.children as Record<string, ChildWithInput | undefined>)[invokeId];
  return child?.getSnapshot().input;
}

/** Built-in actions that are the machine's own bookkeeping, not something done to the outside. */
const INTERNAL_ACTIONS = new Set([
  'xstate.assign',
  'xstate.raise',
  'xstate.cancel',
  'xstate.stopChild',
  'xstate.log',
  'xstate.enqueueActions',
]);

/**
 * Records what the machine under test does to the outside, from XState's inspection events:
 * named actions as `action`, children it invokes or spawns (`spawnChild` actions and
 * `@xstate.actor` events of its children) as `invoke` with the child's id, source and input, `sendTo`/`sendParent` as `send`, `emit` as
 * `emit`. Also counts the machine's microsteps (a timer that fires makes at least one).
 */
function effectRecorder() {
  let root: AnyActorRef | null = null;
  let effects: ObservedEffect[] = [];
  let microsteps = 0;
  const recorded = new WeakSet<AnyActorRef>();
  const recordInvoke = (ref: AnyActorRef | undefined, src: unknown, input: unknown) => {
    if (!ref || recorded.has(ref)) return;
    recorded.add(ref);
    effects.push({ kind: 'invoke', id: ref.id, src: typeof src === 'string' ? src : '(inline)', input });
  };
  const inspect = (event: InspectionEvent) => {
    // Actors spawned by `assign(({ spawn }) => …)` show only here, as they are created.
    const created = event.actorRef as AnyActorRef;
    if (event.type === '@xstate.actor' && root && created._parent === root) {
      const options = (created as unknown as { options?: { input?: unknown; src?: unknown } }).options;
      recordInvoke(created, created.src ?? options?.src, options?.input);
    }
    if (event.actorRef !== root) return;
    if (event.type === '@xstate.microstep') microsteps += 1;
    if (event.type !== '@xstate.action') return;
    const { type, params } = event.action as { type: string; params: unknown };
    if (INTERNAL_ACTIONS.has(type)) return;
    if (type === 'xstate.spawnChild') {
      // Children of the initial state are created before the root is known: only this shows them.
      const p = params as { actorRef?: AnyActorRef; src: unknown; input: unknown };
      recordInvoke(p.actorRef, p.src, p.input);
    } else if (type === 'xstate.sendTo') {
      const p = params as { to: unknown; event: AnyEvent };
      const to = typeof p.to === 'string' ? p.to : ((p.to as { id?: string } | undefined)?.id ?? '?');
      effects.push({ kind: 'send', to, event: p.event });
    } else if (type === 'xstate.emit') {
      effects.push({ kind: 'emit', event: (params as { event: AnyEvent }).event });
    } else {
      effects.push({ kind: 'action', type, params });
    }
  };
  return {
    inspect,
    setRoot: (ref: AnyActorRef) => {
      root = ref;
    },
    microsteps: () => microsteps,
    /** The effects since the last take. */
    take: (): ObservedEffect[] => {
      const out = effects;
      effects = [];
      return out;
    },
  };
}

/**
 * Replays one path on a fresh actor with fake actors and a simulated clock (MODEL-TESTING.md
 * step 5) and checks the projected state after every step. Done and error events are sent only
 * while the child they come from is running; `after` transitions are reached by advancing the
 * clock to one millisecond short of the fixture's delay (nothing may change) and then one more.
 */
export function replayPath(model: FlowModel, path: ModelPath, hooks: ReplayHooks = {}): void {
  const { fixture, machine, project, serialize } = model;
  const assertStep = hooks.assertStep ?? defaultAssertStep;
  const input = fixture.inputs[path.inputIndex]?.input;
  const oracle = fixture.oracle;
  const clock = new SimulatedClock();
  const recorder = effectRecorder();
  let currentWhere = describeStep(path, 0);
  let unknownState: unknown = null;
  const inspect = (event: InspectionEvent) => {
    recorder.inspect(event);
    // Only the machine under test has microsteps: every child is a fake promise.
    if (
      event.type === '@xstate.microstep' &&
      'machine' in event.snapshot &&
      event.snapshot.machine === machine
    ) {
      const snapshot = event.snapshot as AnyMachineSnapshot;
      // Transient states (left in the same macrostep) must be in the oracle table too. Thrown
      // after the step: an error thrown here would be XState's unhandled error, not the test's.
      if (oracle && !unknownState) {
        try {
          checkKnownStates(model.flow, oracle, snapshot.value, currentWhere);
        } catch (error) {
          unknownState = error;
        }
      }
      hooks.onMicrostep?.(event._transitions, snapshot);
    }
  };
  const actor = createActor(machine, { input, clock, inspect });
  recorder.setRoot(actor);
  actor.start();
  try {
    path.steps.forEach((step, index) => {
      const where = describeStep(path, index);
      currentWhere = where;
      const before = index === 0 ? null : (actor.getSnapshot() as AnyMachineSnapshot);
      if (before) recorder.take();
      if (before) {
        if (step.kind === 'done' || step.kind === 'error') {
          if (!step.invokeId || !(before.children as Record<string, unknown>)[step.invokeId]) {
            throw new ReplayError(
              `${where}\n${step.event.type} arrived, but no child "${step.invokeId}" is running`,
            );
          }
          actor.send(step.event);
        } else if (step.kind === 'after') {
          const spec = oracleDelay(oracle, step.event.type, project(before));
          if (!spec && !fixture.expectedDelayMs) {
            throw new ReplayError(
              `${where}\nthe machine waits (${step.event.type}) but neither the oracle's delays nor expectedDelayMs give its time`,
            );
          }
          const delay = spec ? spec.ms : (fixture.expectedDelayMs?.(step.event.type, before) ?? NaN);
          const rule = spec ? `${spec.rule} (${model.flow})` : `${step.event.type} after ${delay} ms`;
          if (!Number.isFinite(delay) || delay < 1) {
            throw new ReplayError(
              `${where}\nthe timing spec gave ${delay} for ${step.event.type}: a delay is at least 1 ms`,
            );
          }
          clock.increment(delay - 1);
          const early = actor.getSnapshot() as AnyMachineSnapshot;
          const earlyEffects = recorder.take();
          if (serialize(early) !== serialize(before) || earlyEffects.length) {
            throw new OracleViolation(
              `${rule}\n  broken at ${where}\n  the machine moved before ${delay} ms had passed: ${serialize(early)}${
                earlyEffects.length ? `; effects: ${earlyEffects.map(describeEffect).join('; ')}` : ''
              }`,
            );
          }
          const microstepsBefore = recorder.microsteps();
          clock.increment(1);
          if (recorder.microsteps() === microstepsBefore) {
            throw new OracleViolation(
              `${rule}\n  broken at ${where}\n  nothing happened at ${delay} ms (${step.event.type})`,
            );
          }
        } else {
          actor.send(step.event);
        }
      }
      if (unknownState) throw unknownState;
      const after = actor.getSnapshot() as AnyMachineSnapshot;
      const effects = recorder.take();
      const oracleStep: OracleStep = {
        flow: model.flow,
        where,
        stepIndex: index,
        input,
        kind: step.kind,
        event: step.event,
        label: step.label,
        from: before ? stateKeyOf(before.value) : null,
        to: stateKeyOf(after.value),
        before: before ? project(before) : null,
        state: project(after),
        snapshot: after,
        effects,
      };
      // The seed's rules first: a wrong machine also generates a wrong graph to compare with.
      if (oracle) checkOracleStep(oracle, oracleStep);
      hooks.onOracleStep?.(oracleStep);
      assertStep(project(after), step.expected, where);
      for (const leaf of leafStateKeys(after.value)) {
        const assertion = (
          fixture.stateAssertions as Record<string, ((c: unknown) => void) | undefined> | undefined
        )?.[leaf];
        assertion?.({
          snapshot: after,
          inputOf: (invokeId: string) => inputOfChild(after, invokeId),
          description: path.description,
          stepIndex: index,
        });
      }
      hooks.onStep?.(step, before, after, effects);
    });
  } finally {
    actor.stop();
  }
}

/** The edge a replayed step walked, keyed as in {@link FlowModel.edges}. */
export function walkedEdgeKey(
  model: FlowModel,
  step: ModelStep,
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
) {
  return edgeId(model.serialize(before), eventKeyOf(step.event), model.serialize(after));
}
