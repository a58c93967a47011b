import { useEffect, useReducer, useRef } from 'react';
import { createActor, type Actor, type AnyActorLogic, type AnyActorRef, type InputFrom } from 'xstate';
import { useRootActor } from '@/app/providers';

/**
 * The names the screens' flows carry in the root system, so that the Stately inspector (`?inspect`)
 * and the inspector test find them under the one root actor (issue 9).
 */
export type FlowId =
  | 'player'
  | 'mediaAccess'
  | 'accountDialog'
  | 'socialSignIn'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'otp'
  | 'resendCountdown'
  | 'accountPage'
  | 'preferences'
  | 'changePassword'
  | 'deleteAccount'
  | 'liveGuide'
  | 'share'
  | 'countdown'
  | 'heroSlider'
  | 'schedule'
  | 'eventSearch'
  | 'subscription'
  | 'checkout';

/** Flows this module has stopped: a StrictMode remount makes a new one instead of restarting. */
const stopped = new WeakSet<AnyActorRef>();

/**
 * Stops a flow made as a child of the root actor. XState stops a non-root actor only through its
 * parent (`stopChild`); the root machine does not own the screens' flows, so the actor's own stop
 * procedure is called (covered by use-flow-actor.test.tsx: the flow and its invoked actors stop).
 */
function stopFlow(actor: Actor<AnyActorLogic>): void {
  stopped.add(actor);
  if (actor._parent) (actor as unknown as { _stop(): void })._stop();
  else actor.stop();
}

/**
 * A screen's flow, made with its real side effects by the flows in this folder and run inside the
 * root system: it is created as a child of the root actor (so `?inspect` shows it with every other
 * running flow, redacted the same way), starts when the screen mounts and stops when it leaves.
 * Outside the app (a screen's unit test without a root actor) it runs on its own.
 *
 * Like `useActorRef`, the logic and input are read once per mount.
 */
export function useFlowActor<TLogic extends AnyActorLogic>(
  id: FlowId,
  makeLogic: () => TLogic,
  input?: InputFrom<TLogic>,
): Actor<TLogic> {
  const root = useRootActor();
  const made = useRef<{ actor: Actor<TLogic>; make: () => Actor<TLogic> } | null>(null);
  if (made.current === null) {
    const make = () => {
      const logic = makeLogic();
      return createActor(logic, { id, input, ...(root ? { parent: root } : {}) });
    };
    made.current = { actor: make(), make };
  }
  const [, remade] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const entry = made.current!;
    if (stopped.has(entry.actor)) {
      // StrictMode ran the cleanup of the first mount: this mount gets a fresh flow.
      entry.actor = entry.make();
      remade();
    }
    const actor = entry.actor;
    actor.start();
    return () => stopFlow(actor);
  }, []);

  return made.current.actor;
}
