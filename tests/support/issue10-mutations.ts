import { createMachine, type AnyStateMachine } from 'xstate';
import { commerceSessionMachine } from '@machines/commerce-session/commerce-session.machine';
import { resendCountdownMachine } from '@machines/resend-countdown/resend-countdown.machine';

/**
 * The three wrong machines of issue 10, made from the real ones without touching `machines/`:
 * the model and cross-tab tests must fail on each, naming the seed rule it breaks.
 */
export type Config = Record<string, unknown> & { states?: Record<string, Config> };

/** A copy of a machine config with the node at `path` (state keys) replaced by `edit(node)`. */
export function editNode(config: Config, path: readonly string[], edit: (node: Config) => Config): Config {
  const [head, ...rest] = path;
  if (head === undefined) return edit(config);
  const child = config.states?.[head];
  if (!child) throw new Error(`No state ${head} in the machine config`);
  return { ...config, states: { ...config.states, [head]: editNode(child, rest, edit) } };
}

/** The same machine (implementations included) from an edited config. */
export function withConfig(machine: AnyStateMachine, config: Config): AnyStateMachine {
  return createMachine(config as never, machine.implementations as never) as AnyStateMachine;
}

const CALLING_REFRESH = ['active', 'refreshing', 'callingRefresh'];
type Invoke = { onDone: Config & { actions: unknown[] }; onError: (Config & { target?: string })[] };

/** `isLastSecond` at `<= 2` instead of `<= 1`: the count jumps from 2 s to 0. */
export const resendSkipsLastSecond = () =>
  resendCountdownMachine.provide({
    guards: { isLastSecond: ({ context }) => context.remainingSeconds <= 2 },
  });

/** A refresh that fails otherwise than by refusal goes to `active.resolved`, not `signedOut`. */
export function failedRefreshResolves(): AnyStateMachine {
  const config = editNode(commerceSessionMachine.config as Config, CALLING_REFRESH, (node) => {
    const invoke = node.invoke as Invoke;
    // The last branch: the refresh failed for good (after its retries).
    const failed = invoke.onError.at(-1);
    if (failed?.target !== '#commerceSession.signedOut')
      throw new Error('the failed refresh no longer signs out');
    return {
      ...node,
      invoke: {
        ...invoke,
        onError: [...invoke.onError.slice(0, -1), { ...failed, target: '#commerceSession.active.resolved' }],
      },
    };
  });
  return withConfig(commerceSessionMachine, config);
}

/** A successful refresh without its `broadcast 'resolved'`. */
export function refreshWithoutResolvedBroadcast(): AnyStateMachine {
  const config = editNode(commerceSessionMachine.config as Config, CALLING_REFRESH, (node) => {
    const invoke = node.invoke as Invoke;
    const actions = invoke.onDone.actions.filter(
      (a) => !(typeof a === 'object' && a && (a as { type?: string }).type === 'broadcast'),
    );
    if (actions.length !== invoke.onDone.actions.length - 1) throw new Error('no broadcast to delete');
    return { ...node, invoke: { ...invoke, onDone: { ...invoke.onDone, actions } } };
  });
  return withConfig(commerceSessionMachine, config);
}
