import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { Actor, AnyMachineSnapshot, AnyStateMachine, InputFrom, OutputFrom } from 'xstate';
import { useFlowActor, type FlowId } from './use-flow-actor';

/**
 * Runs a route screen's flow inside the root system (useFlowActor): the logic is made once (with
 * the page's side effects) and `onDone` hears its output once, when it reaches its final state.
 */
export function useFlow<TLogic extends AnyStateMachine>(
  id: FlowId,
  makeLogic: () => TLogic,
  input: InputFrom<TLogic>,
  onDone: (output: OutputFrom<TLogic>) => void,
): Actor<TLogic> {
  const actor = useFlowActor(id, makeLogic, input);
  const done = useSelector(actor, (s) => (s as AnyMachineSnapshot).status === 'done');
  const handled = useRef<Actor<TLogic> | null>(null);
  const latest = useRef(onDone);
  useEffect(() => {
    latest.current = onDone;
  });
  useEffect(() => {
    if (!done || handled.current === actor) return;
    handled.current = actor;
    latest.current((actor.getSnapshot() as AnyMachineSnapshot).output as OutputFrom<TLogic>);
  }, [actor, done]);
  return actor;
}
