// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, setup, type AnyActorRef, type InspectionEvent } from 'xstate';
import i18n from 'i18next';
import { AppProviders, createQueryClient, type AppActorRef, type AppRuntime } from '@/app/providers';
import { useFlowActor } from './use-flow-actor';

/** A flow that invokes a callback actor while it runs, so stopping it can be seen. */
function flowLogic(cleanups: string[]) {
  return setup({
    actors: {
      watch: fromCallback<{ type: 'noop' }, { name: string }>(({ input }) => () => cleanups.push(input.name)),
    },
  }).createMachine({
    id: 'flow',
    context: ({ input }: { input: { name: string } }) => ({ name: input.name }),
    initial: 'idle',
    invoke: { src: 'watch', input: ({ context }) => ({ name: context.name }) },
    states: { idle: { on: { GO: 'going' } }, going: {} },
  });
}

function Flow({ cleanups, name }: { cleanups: string[]; name: string }) {
  const actor = useFlowActor('player', () => flowLogic(cleanups), { name });
  const going = useSelector(actor, (s) => s.matches('going'));
  return (
    <button type="button" onClick={() => actor.send({ type: 'GO' })}>
      {going ? 'going' : 'idle'}
    </button>
  );
}

function rootWithInspector() {
  const events: InspectionEvent[] = [];
  const root = createActor(createMachine({ id: 'root' }), { inspect: (event) => events.push(event) });
  root.start();
  const runtime = {
    appActor: root as unknown as AppActorRef,
    languageActor: null as never,
    configHelpUrl: '',
    reload: () => {},
  } satisfies AppRuntime;
  const wrap = (node: ReactNode) => (
    <AppProviders i18n={i18n} queryClient={createQueryClient()} runtime={runtime}>
      {node}
    </AppProviders>
  );
  return { root, events, wrap };
}

describe('useFlowActor', () => {
  afterEach(cleanup);
  it('runs the flow as a child of the root actor, in its system, and the inspector sees it', () => {
    const { root, events, wrap } = rootWithInspector();
    const cleanups: string[] = [];
    const view = render(wrap(<Flow cleanups={cleanups} name="a" />));
    act(() => view.getByRole('button').click());
    expect(view.getByRole('button').textContent).toBe('going');

    const created = events.filter((e) => e.type === '@xstate.actor').map((e) => e.actorRef as AnyActorRef);
    const flow = created.find((ref) => ref.id === 'player');
    expect(flow?._parent).toBe(root);
    expect(flow?.system).toBe(root.system);
    expect(events.some((e) => e.type === '@xstate.event' && e.actorRef === flow && e.event.type === 'GO')).toBe(
      true,
    );
  });

  it('stops the flow and what it invoked when the screen leaves', () => {
    const { wrap } = rootWithInspector();
    const cleanups: string[] = [];
    const view = render(wrap(<Flow cleanups={cleanups} name="b" />));
    expect(cleanups).toEqual([]);
    view.unmount();
    expect(cleanups).toEqual(['b']);
  });

  it('under StrictMode leaves exactly one running flow, which answers events', () => {
    const { events, wrap } = rootWithInspector();
    const cleanups: string[] = [];
    const view = render(<StrictMode>{wrap(<Flow cleanups={cleanups} name="c" />)}</StrictMode>);
    act(() => view.getByRole('button').click());
    expect(view.getByRole('button').textContent).toBe('going');
    const started = events.filter((e) => e.type === '@xstate.actor' && (e.actorRef as AnyActorRef).id === 'player').length;
    // The first mount's flow was stopped by StrictMode's cleanup; its callback actor stopped with it.
    expect(cleanups.length).toBe(started - 1);
    view.unmount();
    expect(cleanups.length).toBe(started);
  });

  it('runs on its own without a root actor', () => {
    const spy = vi.fn();
    function Alone() {
      const actor = useFlowActor('player', () => flowLogic([]), { name: 'd' });
      spy(actor.system === undefined ? null : actor._parent ?? 'root');
      return null;
    }
    render(<Alone />);
    expect(spy).toHaveBeenLastCalledWith('root');
  });
});
