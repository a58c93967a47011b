import {
  fromPromise,
  type AnyStateMachine,
  type InputFrom,
  type OutputFrom,
  type PromiseActorLogic,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { ActorLogicOf, ActorSrcOf } from './model-fixture';

/**
 * A stand-in for one named actor: it accepts the real actor's input and never settles, so the
 * harness alone decides when (and with what) the actor is done or fails.
 */
export type FakeActor<TLogic> = PromiseActorLogic<OutputFrom<TLogic>, InputFrom<TLogic>>;

export type FakeActors<TMachine extends AnyStateMachine> = {
  [K in ActorSrcOf<TMachine>]: FakeActor<ActorLogicOf<TMachine, K>>;
};

export function fakeActor<TOutput, TInput>(): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

/** Every actor name the machine refers to: `setup({ actors })` keys and every `invoke.src`. */
export function actorNamesOf(machine: AnyStateMachine): string[] {
  const names = new Set(Object.keys(machine.implementations.actors));
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const invoke of node.invoke) {
      // Inline logic gets a generated source name that `provide()` cannot replace.
      if (typeof invoke.src !== 'string' || invoke.src.startsWith('xstate.invoke.')) {
        throw new Error(
          `${node.id} invokes inline logic (id "${invoke.id}"): name the actor in setup({ actors }) so tests can replace it.`,
        );
      }
      names.add(invoke.src);
    }
  }
  return [...names].sort();
}

/**
 * Never-settling fakes for every actor the machine names, child machines included: a child
 * machine is replaced like any other actor, and its own flow is tested by its own fixture.
 */
export function fakeActorsFor<TMachine extends AnyStateMachine>(machine: TMachine): FakeActors<TMachine> {
  return Object.fromEntries(actorNamesOf(machine).map((name) => [name, fakeActor()])) as FakeActors<TMachine>;
}

/**
 * The machine with every actor faked. For promise actors the fake has exactly the slot's type;
 * a child machine's slot expects a machine, which a fake promise is not, hence the one cast.
 */
export function withFakeActors<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const actors = fakeActorsFor(machine) as Parameters<TMachine['provide']>[0]['actors'];
  return machine.provide({ actors }) as TMachine;
}
