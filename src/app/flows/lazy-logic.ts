import {
  createActor,
  type Actor,
  type ActorLogic,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type Snapshot,
} from 'xstate';

/** What a lazily loaded flow's stand-in shows: the real actor once its code has arrived. */
export type LazySnapshot<TLogic extends AnyStateMachine> = Snapshot<undefined> & {
  actor: Actor<TLogic> | null;
  input: InputFrom<TLogic>;
};

type Loaded<TLogic> = { type: 'xstate.lazy.loaded'; logic: TLogic };

/**
 * A flow whose code loads only when its input says it may be needed (the home page budget).
 * The root spawns this stand-in under the flow's name; when `load` gives the machine, the real
 * actor starts as the stand-in's child in the same system (so `?inspect` shows it), receives the
 * same input and every event sent to the stand-in. `load` returning null loads nothing.
 */
export function lazyMachine<TLogic extends AnyStateMachine>(
  load: (input: InputFrom<TLogic>) => Promise<TLogic> | null,
): ActorLogic<LazySnapshot<TLogic>, EventFromLogic<TLogic>, InputFrom<TLogic>> {
  return {
    config: load,
    getInitialSnapshot: (_, input) => ({ status: 'active', output: undefined, error: undefined, actor: null, input }),
    start: (snapshot, { self }) => {
      void load(snapshot.input)?.then(
        (logic) => self.send({ type: 'xstate.lazy.loaded', logic } as never),
        (error: unknown) => console.error('A flow could not load', error),
      );
    },
    transition: (snapshot, event, scope) => {
      const loaded = event as unknown as Loaded<TLogic>;
      if (loaded.type === 'xstate.lazy.loaded') {
        if (snapshot.actor) return snapshot;
        const actor = createActor(loaded.logic, {
          parent: scope.self,
          id: `${scope.id}.loaded`,
          input: snapshot.input,
        });
        scope.defer(() => actor.start());
        return { ...snapshot, actor };
      }
      const { actor } = snapshot;
      if (actor) scope.defer(() => actor.send(event as EventFromLogic<TLogic>));
      return snapshot;
    },
    getPersistedSnapshot: (snapshot) => ({ ...snapshot, actor: null }),
  };
}
