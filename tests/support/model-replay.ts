import {
  createActor,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import type { ChildWithInput, ProjectedState } from './model-fixture';
import { edgeId, eventKeyOf, type FlowModel, type ModelPath, type ModelStep } from './model-paths';
import { leafStateKeys } from './state-keys';

export type ReplayHooks = {
  /** Compares the actual projected state with the expected one; throws on a mismatch. */
  assertStep?: (actual: ProjectedState, expected: ProjectedState, where: string) => void;
  /** Called after every step with the actual snapshots around it. */
  onStep?: (step: ModelStep, before: AnyMachineSnapshot | null, after: AnyMachineSnapshot) => void;
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
  const clock = new SimulatedClock();
  const inspect = (event: InspectionEvent) => {
    // Only the machine under test has microsteps: every child is a fake promise.
    if (
      event.type === '@xstate.microstep' &&
      'machine' in event.snapshot &&
      event.snapshot.machine === machine
    ) {
      hooks.onMicrostep?.(event._transitions, event.snapshot as AnyMachineSnapshot);
    }
  };
  const actor = createActor(machine, { input, clock, inspect });
  actor.start();
  try {
    path.steps.forEach((step, index) => {
      const where = describeStep(path, index);
      const before = index === 0 ? null : (actor.getSnapshot() as AnyMachineSnapshot);
      if (before) {
        if (step.kind === 'done' || step.kind === 'error') {
          if (!step.invokeId || !(before.children as Record<string, unknown>)[step.invokeId]) {
            throw new ReplayError(
              `${where}\n${step.event.type} arrived, but no child "${step.invokeId}" is running`,
            );
          }
          actor.send(step.event);
        } else if (step.kind === 'after') {
          if (!fixture.expectedDelayMs) {
            throw new ReplayError(
              `${where}\nthe machine waits (${step.event.type}) but the fixture has no expectedDelayMs`,
            );
          }
          const delay = fixture.expectedDelayMs(step.event.type, before);
          if (!Number.isFinite(delay) || delay < 1) {
            throw new ReplayError(
              `${where}\nexpectedDelayMs gave ${delay} for ${step.event.type}: a delay is at least 1 ms`,
            );
          }
          clock.increment(delay - 1);
          const early = actor.getSnapshot() as AnyMachineSnapshot;
          if (serialize(early) !== serialize(before)) {
            throw new ReplayError(
              `${where}\nthe state changed before ${delay} ms had passed (${step.event.type}): ${serialize(early)}`,
            );
          }
          clock.increment(1);
        } else {
          actor.send(step.event);
        }
      }
      const after = actor.getSnapshot() as AnyMachineSnapshot;
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
      hooks.onStep?.(step, before, after);
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
