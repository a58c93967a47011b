import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, InputFrom, OutputFrom } from 'xstate';

/**
 * Runs a route screen's flow: the logic is made once (with the page's side effects) and `onDone`
 * hears its output once, when it reaches its final state.
 */
export function useFlow<TLogic extends AnyStateMachine>(
  makeLogic: () => TLogic,
  input: InputFrom<TLogic>,
  onDone: (output: OutputFrom<TLogic>) => void,
) {
  const [logic] = useState(makeLogic);
  const actor = useActorRef(logic, { input });
  const done = useSelector(actor, (s) => (s as AnyMachineSnapshot).status === 'done');
  const handled = useRef(false);
  const latest = useRef(onDone);
  useEffect(() => {
    latest.current = onDone;
  });
  useEffect(() => {
    if (!done || handled.current) return;
    handled.current = true;
    latest.current((actor.getSnapshot() as AnyMachineSnapshot).output as OutputFrom<TLogic>);
  }, [actor, done]);
  return actor;
}
