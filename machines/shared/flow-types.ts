import type { EventObject, MachineContext } from 'xstate';

/** Marks a flow that is started without input, or that ends without output. */
type None = { readonly flowTypesNone: true };
export type NoInput = None;
export type NoOutput = None;

/** `{ [key]: T }`, or nothing when T is the mark: XState then keeps its own default. */
type Given<TKey extends string, T> = [T] extends [None] ? unknown : { [K in TKey]: T };

/**
 * The `types` of a flow's `setup()`: its context, the events it takes, the tags its states carry
 * (any string when it names none), what it is started with and what it ends with. A flow that
 * also names its children or what it emits adds them: `FlowTypes<…> & { emitted: … }`.
 */
export type FlowTypes<
  TContext extends MachineContext,
  TEvent extends EventObject,
  TTag extends string = string,
  TInput = NoInput,
  TOutput = NoOutput,
> = { context: TContext; events: TEvent; tags: TTag } & Given<'input', TInput> & Given<'output', TOutput>;
